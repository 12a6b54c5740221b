import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
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
          <Box key={index} component="mark" sx={{ bgcolor: (theme) => alpha(theme.palette.warning.main, 0.22), color: 'inherit', borderRadius: 0.5 }}>
            {part.text}
          </Box>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
