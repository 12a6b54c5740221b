import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

interface FilterBarProps {
  /** Names the search landmark, e.g. 'Filter audit entries'. */
  label: string;
  isFiltered: boolean;
  onClear(): void;
  /** The filter inputs; they line up in columns of at most 240 px on wide screens. */
  children: ReactNode;
}

/** A list's filters with their Clear filters control; filtering happens as the values change. */
export function FilterBar({ label, isFiltered, onClear, children }: FilterBarProps) {
  return (
    <Box
      component="form"
      role="search"
      aria-label={label}
      onSubmit={(event) => event.preventDefault()}
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(180px, 1fr))', md: 'repeat(auto-fit, minmax(0, 240px))' },
      }}
    >
      {children}
      <Button variant="outlined" onClick={onClear} disabled={!isFiltered} sx={{ justifySelf: 'start' }}>
        Clear filters
      </Button>
    </Box>
  );
}
