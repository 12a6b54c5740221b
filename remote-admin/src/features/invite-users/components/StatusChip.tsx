import Chip from '@mui/material/Chip';

type Tone = 'success' | 'warning' | 'error' | 'neutral';

/** A status as an outlined chip: the colour is on the border, the words in the text colour, readable on any tone. */
export function StatusChip({ label, tone }: { label: string; tone: Tone }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      label={label}
      sx={{ color: 'text.primary', borderColor: tone === 'neutral' ? 'divider' : `${tone}.main`, borderWidth: 2, fontWeight: 500 }}
    />
  );
}
