import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Citation } from '@app/shared/contract';
import { lazy, Suspense, useState } from 'react';
import { citationLabel } from '../../reviewText';

const CitationPopover = lazy(() => import('../dialogs/CitationPopover'));

/** Where the answer came from; each source opens its cited passage. */
export function CitationList({ citations, questionLabel }: { citations: Citation[]; questionLabel: string }) {
  const [open, setOpen] = useState<{ citation: Citation; anchor: HTMLElement }>();
  if (citations.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No sources
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label={`Sources of answer ${questionLabel}`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', m: 0, p: 0 }}>
      {citations.map((citation, index) => (
        <li key={`${citation.document_id ?? citation.document_name}-${index}`}>
          <Chip
            size="small"
            clickable
            label={citationLabel(citation)}
            aria-haspopup="dialog"
            aria-label={`Open the passage cited from ${citationLabel(citation)}`}
            onClick={(event) => setOpen({ citation, anchor: event.currentTarget })}
            sx={{ maxWidth: 260 }}
          />
        </li>
      ))}
      {open ? (
        <Suspense fallback={null}>
          <CitationPopover citation={open.citation} anchor={open.anchor} onClose={() => setOpen(undefined)} />
        </Suspense>
      ) : null}
    </Box>
  );
}
