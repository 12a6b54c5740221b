import type { IndexState } from '@app/shared/contract';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';

const LABELS: Record<IndexState, string> = {
  queued: 'Queued',
  indexing: 'Indexing',
  indexed: 'Indexed',
  failed: 'Failed',
  not_indexable: 'Not searchable',
};

const COLORS = { queued: 'default', indexing: 'primary', indexed: 'success', failed: 'error', not_indexable: 'default' } as const;

/** Where a version's text extraction stands; a failure shows its reason on hover and on focus. */
export function IndexStateChip({ state, error }: { state: IndexState | null; error: string | null }) {
  if (!state) return null;
  const chip = <Chip size="small" variant="outlined" color={COLORS[state]} label={LABELS[state]} />;
  if (state !== 'failed') return chip;
  const reason = error || 'The text could not be extracted.';
  return (
    <Tooltip title={reason}>
      <Chip size="small" variant="outlined" color="error" label={LABELS.failed} tabIndex={0} aria-label={`Indexing failed: ${reason}`} />
    </Tooltip>
  );
}

/** Whether a document's text is still on its way into the search index. */
export function isIndexPending(state: IndexState | null): boolean {
  return state === 'queued' || state === 'indexing';
}
