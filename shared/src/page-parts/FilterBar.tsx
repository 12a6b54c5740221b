import FilterList from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { usePhoneLayout } from './usePhoneLayout';

interface FilterBarProps {
  /** Names the search landmark, e.g. 'Filter audit entries'. */
  label: string;
  isFiltered: boolean;
  /** How many filters are set: the phone's "Filters" button shows it. */
  activeCount?: number;
  onClear(): void;
  /** The filter inputs; they share a line, each 140 to 240 px wide, on wide screens. */
  children: ReactNode;
}

/**
 * A list's filters with their Clear filters control; filtering happens as the values change. On a
 * phone they wait in a drawer behind a "Filters" button, so the results start near the top.
 */
export function FilterBar(props: FilterBarProps) {
  return usePhoneLayout() ? <FilterDrawer {...props} /> : <FilterForm {...props} />;
}

function FilterForm({ label, isFiltered, onClear, children }: FilterBarProps) {
  return (
    <Box
      component="form"
      role="search"
      aria-label={label}
      onSubmit={(event) => event.preventDefault()}
      sx={{
        // A wrapping row: the buttons take their own width beside the fields, never a field's column.
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        // Tops aligned, buttons as tall as a field: a field growing a helper text moves nothing else.
        alignItems: 'flex-start',
        // A field may narrow to 140 px before the row wraps: four fields, "More filters" and "Clear
        // filters" then share one line from 1280 px (the side navigation open) up.
        '& > *': { flex: { xs: '1 1 100%', sm: '1 1 140px' }, minWidth: 0, maxWidth: { sm: 240 } },
        '& > .MuiButton-root': { flex: '0 0 auto', minHeight: 40 },
        // A panel of more filters (MoreDateFilters) takes a line of its own, after the buttons.
        '& > [role="group"]': { flex: '1 1 100%', maxWidth: 'none', order: 1 },
      }}
    >
      {children}
      {/* It ends the bar at its right edge; wrapped onto a line of its own, it stays there (under the
          page's main action) rather than starting the line as a field would. */}
      <Button variant="outlined" onClick={onClear} disabled={!isFiltered} sx={{ ml: { sm: 'auto' } }}>
        Clear filters
      </Button>
    </Box>
  );
}

function FilterDrawer(props: FilterBarProps) {
  const { isFiltered, activeCount, onClear } = props;
  const [open, setOpen] = useState(false);
  const headingId = useId();
  // A caller that does not count says only that filters are on.
  const count = activeCount ?? (isFiltered ? 1 : 0);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <Button variant="outlined" startIcon={<FilterList />} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {count > 0 ? `Filters (${count})` : 'Filters'}
      </Button>
      {isFiltered ? <Button onClick={onClear}>Clear filters</Button> : null}
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: { role: 'dialog', 'aria-labelledby': headingId, sx: { maxHeight: '85vh', p: 2, borderTopLeftRadius: 12, borderTopRightRadius: 12 } },
        }}
      >
        <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 2 }}>
          Filters
        </Typography>
        <FilterForm {...props} />
        <Button variant="contained" onClick={() => setOpen(false)} sx={{ mt: 2 }} fullWidth>
          Show results
        </Button>
      </Drawer>
    </Box>
  );
}
