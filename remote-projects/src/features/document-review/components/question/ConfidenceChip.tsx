import Chip, { type ChipProps } from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { ConfidenceTier } from '@app/shared/contract';
import { CONFIDENCE_EXPLANATIONS, CONFIDENCE_LABELS } from '../../reviewText';

const TIER_COLOURS: Record<ConfidenceTier, ChipProps['color']> = {
  library: 'success',
  strong: 'primary',
  weak: 'warning',
  none: 'default',
};

/** How far to trust the suggestion, in colour and words; what the tier means in a tooltip and to screen readers. */
export function ConfidenceChip({ confidence }: { confidence: ConfidenceTier }) {
  return (
    <Tooltip title={CONFIDENCE_EXPLANATIONS[confidence]} describeChild>
      <Chip size="small" variant="outlined" label={CONFIDENCE_LABELS[confidence]} color={TIER_COLOURS[confidence]} />
    </Tooltip>
  );
}
