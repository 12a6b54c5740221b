import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

/** Typing pauses this long before the search goes out, so one search is made per word, not per key. */
export const SEARCH_DELAY_MS = 300;

interface RepositorySearchBoxProps {
  search: string;
  onSearch(words: string): void;
}

/** Full-text search across the whole repository: names and the text inside documents. */
export function RepositorySearchBox({ search, onSearch }: RepositorySearchBoxProps) {
  const [text, setText] = useState(search);

  // The search changed elsewhere (a folder was opened): the box follows, without undoing the typing.
  useEffect(() => {
    setText((current) => (current.trim() === search ? current : search));
  }, [search]);

  useEffect(() => {
    const words = text.trim();
    if (words === search) return undefined;
    const timer = setTimeout(() => onSearch(words), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, search, onSearch]);

  return (
    <TextField
      type="search"
      label="Search the repository"
      placeholder="Words in a name or inside a document"
      value={text}
      onChange={(event) => setText(event.target.value)}
      size="small"
      sx={{ width: { xs: '100%', sm: 420 } }}
      slotProps={{
        htmlInput: { maxLength: 200 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
