import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId, useState } from 'react';
import { LazyDateInput } from './LazyDateInput';

export interface DateFilter {
  label: string;
  /** YYYY-M-DD; '' when unset. */
  value: string;
  onChange(value: string): void;
}

/**
 * A FilterBar's date filters behind a "More filters" toggle: the date picker and moment, the heaviest
 * part of a list screen, are fetched only when someone opens them. Filters already set show open, and
 * the toggle counts them. The FilterBar gives the panel (its `group`) a line below the bar's buttons.
 */
export function MoreDateFilters({ filters }: { filters: readonly DateFilter[] }) {
  const panelId = useId();
  const inUse = filters.filter(({ value }) => value !== '').length;
  const [open, setOpen] = useState(inUse > 0);

  return (
    <>
      <Button
        variant="text"
        aria-expanded={open}
        aria-controls={panelId}
        endIcon={open ? <ExpandLess /> : <ExpandMore />}
        onClick={() => setOpen((shown) => !shown)}
      >
        {inUse > 0 ? `More filters (${inUse})` : 'More filters'}
      </Button>
      {open && (
        <Box
          id={panelId}
          role="group"
          aria-label="More filters"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(180px, 1fr))', md: 'repeat(auto-fit, minmax(0, 240px))' },
          }}
        >
          {filters.map(({ label, value, onChange }) => (
            <LazyDateInput key={label} label={label} value={value} onChange={onChange} />
          ))}
        </Box>
      )}
    </>
  );
}
