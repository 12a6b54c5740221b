import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PROJECT_ORDERING_LABELS, type ProjectOrdering } from '../hooks/useProjectList';

export const projectCountText = (count: number) => (count === 1 ? '1 project' : `${count} projects`);

interface ProjectListToolbarProps {
  count: number;
  /** Absent where the columns sort the list (the plain table). */
  ordering?: ProjectOrdering;
  onOrderingChange?(ordering: ProjectOrdering): void;
}

/** The number of projects found (announced as it changes) and, for the cards, their order. */
export function ProjectListToolbar({ count, ordering, onOrderingChange }: ProjectListToolbarProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
      <Typography role="status" color="text.secondary">
        {projectCountText(count)}
      </Typography>
      {ordering && onOrderingChange ? (
        <TextField
          select
          size="small"
          label="Sort by"
          value={ordering}
          onChange={(event) => onOrderingChange(event.target.value as ProjectOrdering)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 220 }}
        >
          {(Object.keys(PROJECT_ORDERING_LABELS) as ProjectOrdering[]).map((option) => (
            <option key={option} value={option}>
              {PROJECT_ORDERING_LABELS[option]}
            </option>
          ))}
        </TextField>
      ) : null}
    </Box>
  );
}
