import Chip, { type ChipProps } from '@mui/material/Chip';
import type { Project, ProjectStatus } from '@app/shared/contract';
import { readableChipSx } from './chipContrast';

const STATUS_COLOURS: Record<ProjectStatus, ChipProps['color']> = {
  not_started: 'default',
  in_progress: 'primary',
  in_review: 'warning',
  completed: 'success',
  on_hold: 'secondary',
};

/** A project's status, named by the API and coloured by its code. */
export function ProjectStatusChip({ status }: { status: Project['status'] }) {
  const color = STATUS_COLOURS[status.code];
  return <Chip size="small" label={status.name} color={color} variant={status.code === 'on_hold' ? 'outlined' : 'filled'} sx={readableChipSx(color)} />;
}
