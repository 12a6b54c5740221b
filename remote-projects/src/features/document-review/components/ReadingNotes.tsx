import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { ProjectDocument } from '@app/shared/contract';

/**
 * What reading the questionnaire noted that a reviewer should check: a hidden sheet left out,
 * questions read from hidden rows (perhaps out of scope). Nothing when there is nothing to say.
 */
export function ReadingNotes({ document }: { document: ProjectDocument }) {
  const notes = document.reading_notes;
  if (notes.length === 0 || document.state === 'failed') return null;
  return (
    // A note to read when reviewing, not an alert to announce.
    <Alert severity="info" role="note">
      <AlertTitle>Noted while reading this file</AlertTitle>
      {notes.length === 1 ? (
        notes[0]
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
