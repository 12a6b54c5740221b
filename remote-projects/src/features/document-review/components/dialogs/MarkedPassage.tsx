import Box from '@mui/material/Box';
import type { CitationHighlight } from '@app/shared/contract';
import { Fragment } from 'react';

/** A cited passage with the stretches that hold what its question asks about marked. */
export function MarkedPassage({ passage, highlights }: { passage: string; highlights: readonly CitationHighlight[] }) {
  const parts: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const { start, end } of highlights) {
    // Stretches out of order or past the end (a passage edited since) are left unmarked rather than misplaced.
    if (start < at || end > passage.length || end <= start) continue;
    if (start > at) parts.push({ text: passage.slice(at, start), marked: false });
    parts.push({ text: passage.slice(start, end), marked: true });
    at = end;
  }
  if (at < passage.length) parts.push({ text: passage.slice(at), marked: false });
  return (
    <>
      {parts.map((part, index) =>
        part.marked ? (
          <Box key={index} component="mark" sx={{ bgcolor: 'warning.light', color: 'inherit', borderRadius: 0.5, px: 0.25 }}>
            {part.text}
          </Box>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
