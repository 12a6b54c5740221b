import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PersonRef } from '@app/shared/contract';
import { visuallyHidden } from '@app/shared/page-parts';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { insertMention, matchingPeople, mentionAt } from '../../mentions';

/** Someone who can be mentioned, with the group they are listed under ("Staff", "Northwind (client)"). */
export interface MentionCandidate extends PersonRef {
  group: string;
}

interface MentionCommentFieldProps {
  value: string;
  onChange(text: string): void;
  people: readonly MentionCandidate[];
  /** A person was chosen from the list (their "@Full Name" is now in the text). */
  onMention(person: PersonRef): void;
  error?: string;
}

/**
 * The comment box: typing "@" offers the people who can see the project; the arrows move through
 * them, Enter or Tab mentions the one marked, Escape closes the list (and leaves the text as typed).
 */
export function MentionCommentField({ value, onChange, people, onMention, error }: MentionCommentFieldProps) {
  const listId = useId();
  const input = useRef<HTMLTextAreaElement | null>(null);
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  /** The "@" whose list was closed (Escape, or a person chosen): it stays closed until another mention starts. */
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);

  const mention = mentionAt(value, caret);
  const suggestions = mention ? matchingPeople(people, mention.query) : [];
  const open = mention !== null && mention.start !== dismissedAt && suggestions.length > 0;
  const marked = Math.min(active, suggestions.length - 1);
  const optionId = (index: number) => `${listId}-option-${index}`;

  const follow = (text: string, at: number) => {
    onChange(text);
    setCaret(at);
    setActive(0);
    // Out of a mention, or an "@" just typed: the next one opens the list again.
    const next = mentionAt(text, at);
    if (next === null || next.query === '') setDismissedAt(null);
  };
  const choose = (person: MentionCandidate) => {
    if (!mention) return;
    const next = insertMention(value, mention, caret, person);
    follow(next.text, next.caret);
    setDismissedAt(mention.start);
    onMention({ id: person.id, full_name: person.full_name });
    // After React wrote the new text: the caret right after the name, the typing goes on.
    requestAnimationFrame(() => input.current?.setSelectionRange(next.caret, next.caret));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((marked + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      choose(suggestions[marked]);
    } else if (event.key === 'Escape') {
      // Closes the list only, not the drawer around it.
      event.preventDefault();
      event.stopPropagation();
      setDismissedAt(mention.start);
    }
  };
  const followCaret = () => setCaret(input.current?.selectionStart ?? 0);

  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <TextField
        label="Add a comment"
        value={value}
        onChange={(event) => follow(event.target.value, event.target.selectionStart ?? event.target.value.length)}
        onKeyDown={onKeyDown}
        onKeyUp={(event) => ['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key) && followCaret()}
        onClick={followCaret}
        multiline
        minRows={2}
        error={Boolean(error)}
        helperText={error ?? 'Type @ to mention someone who can see this project: they are notified.'}
        inputRef={input}
        slotProps={{
          htmlInput: {
            maxLength: 5000,
            'aria-autocomplete': 'list',
            'aria-controls': open ? listId : undefined,
            'aria-activedescendant': open ? optionId(marked) : undefined,
          },
        }}
      />
      <Box aria-live="polite" sx={visuallyHidden}>
        {open ? `${suggestions.length} ${suggestions.length === 1 ? 'person matches' : 'people match'}: arrows to choose, Enter to mention.` : ''}
      </Box>
      {open ? (
        <Paper
          component="ul"
          id={listId}
          role="listbox"
          aria-label="People to mention"
          variant="outlined"
          sx={{ listStyle: 'none', m: 0, p: 0.5, maxHeight: 240, overflowY: 'auto' }}
        >
          {suggestions.map((person, index) => (
            <Box
              component="li"
              key={person.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === marked}
              // The focus stays in the text: choosing with the mouse must not take it away.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(person)}
              sx={{
                px: 1,
                py: 0.5,
                borderRadius: 1,
                cursor: 'pointer',
                display: 'flex',
                justifyContent: 'space-between',
                gap: 1,
                bgcolor: index === marked ? 'action.selected' : undefined,
                '&:hover': { bgcolor: 'action.hover' },
              }}
            >
              <Typography variant="body2">{person.full_name}</Typography>
              <Typography variant="caption" color="text.secondary">
                {person.group}
              </Typography>
            </Box>
          ))}
        </Paper>
      ) : null}
    </Box>
  );
}
