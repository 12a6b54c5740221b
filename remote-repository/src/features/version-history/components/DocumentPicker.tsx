import type { RepositoryItem, RepositoryList } from '@app/shared/contract';
import { useApiData, useSettledText } from '@app/shared/page-parts';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { repositoryListUrl } from '../../../shared/api/repositoryItems';
import { versionHistoryLink } from '../../../shared/paths';

const SUGGESTIONS = 10;

/** Finds a document by name or content (the repository's search) and opens its version history. */
export function DocumentPicker() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const words = useSettledText(text.trim());

  const hits = useApiData<RepositoryList>(words ? repositoryListUrl({ search: words, page_size: SUGGESTIONS }) : null, { keepPrevious: true });
  const documents = words ? (hits.data?.results ?? []).filter((item) => item.kind === 'document') : [];
  const waiting = text.trim() !== words || hits.loading;

  return (
    <Autocomplete<RepositoryItem>
      options={documents}
      getOptionLabel={(item) => item.name}
      getOptionKey={(item) => item.id}
      filterOptions={(options) => options}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      inputValue={text}
      onInputChange={(_event, value) => setText(value)}
      onChange={(_event, item) => item && navigate(versionHistoryLink(item.id))}
      loading={waiting && text.trim() !== ''}
      noOptionsText={text.trim() ? 'No documents match.' : 'Type a name or a word from the document.'}
      renderOption={({ key, ...props }, item) => (
        <li key={key} {...props}>
          {item.name}
          {item.path.length > 0 && ` (in ${item.path.map((folder) => folder.name).join(' / ')})`}
        </li>
      )}
      sx={{ width: { xs: '100%', sm: 480 } }}
      renderInput={(params) => <TextField {...params} label="Find a document" />}
    />
  );
}
