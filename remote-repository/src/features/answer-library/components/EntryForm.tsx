import { VERDICT_LABELS, VERDICTS, type AnswerLibraryEntryDetail, type UpdateAnswerLibraryEntryRequest, type Verdict } from '@app/shared/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';

interface EntryFormProps {
  entry: AnswerLibraryEntryDetail;
  busy: boolean;
  /** Resolves true once saved. */
  onSave(changes: UpdateAnswerLibraryEntryRequest): Promise<boolean>;
}

const draftOf = (entry: AnswerLibraryEntryDetail) => ({
  question: entry.question,
  answer: entry.answer,
  verdict: entry.verdict ?? '',
  topic: entry.topic ?? '',
});

/** The entry's question, answer, verdict and topic; only what changed is sent, and saving approves the entry again. */
export function EntryForm({ entry, busy, onSave }: EntryFormProps) {
  const [draft, setDraft] = useState(() => draftOf(entry));
  const saved = draftOf(entry);
  const changes: UpdateAnswerLibraryEntryRequest = {
    ...(draft.question.trim() !== saved.question && { question: draft.question }),
    ...(draft.answer.trim() !== saved.answer && { answer: draft.answer }),
    ...(draft.verdict !== saved.verdict && { verdict: (draft.verdict || null) as Verdict | null }),
    ...(draft.topic.trim() !== saved.topic && { topic: draft.topic.trim() || null }),
  };
  const changed = Object.keys(changes).length > 0;
  const edit = (field: keyof typeof draft) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await onSave(changes);
  };

  return (
    <Box component="form" aria-label="Edit the entry" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      <TextField label="Question" value={draft.question} onChange={edit('question')} multiline minRows={2} required />
      <TextField label="Answer" value={draft.answer} onChange={edit('answer')} multiline minRows={4} required />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' } }}>
        <TextField
          select
          label="Verdict"
          value={draft.verdict}
          onChange={edit('verdict')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">No verdict</option>
          {VERDICTS.map((verdict) => (
            <option key={verdict} value={verdict}>
              {VERDICT_LABELS[verdict]}
            </option>
          ))}
        </TextField>
        <TextField label="Topic" value={draft.topic} onChange={edit('topic')} helperText="The questionnaire section it answers" />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={() => setDraft(saved)} disabled={!changed || busy}>
          Undo changes
        </Button>
        <Button type="submit" variant="contained" disabled={!changed} loading={busy}>
          Save and approve
        </Button>
      </Box>
    </Box>
  );
}
