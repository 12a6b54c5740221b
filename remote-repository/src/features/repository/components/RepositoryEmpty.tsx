import { EmptyState } from '@app/shared';
import { BIN_RETENTION_DAYS } from '@app/shared/contract';
import Button from '@mui/material/Button';

interface RepositoryEmptyProps {
  view: 'root' | 'folder' | 'search' | 'bin';
  search: string;
  /** Shown to people who may upload (manage_repository). */
  onUpload?: () => void;
}

const TEXTS = {
  root: {
    title: 'No documents yet.',
    description: 'Policies, reports and past questionnaires kept here are searched to draft answers, with citations.',
  },
  folder: { title: 'This folder is empty.', description: 'Upload files here, or drop them on this page.' },
  bin: {
    title: 'The bin is empty.',
    description: `Deleted folders and documents stay here for ${BIN_RETENTION_DAYS} days, then they are removed for good.`,
  },
};

/** What a list without rows says, with the action that makes the first one. */
export function RepositoryEmpty({ view, search, onUpload }: RepositoryEmptyProps) {
  if (view === 'search') {
    return <EmptyState title={`No documents match “${search}”.`} description="Try other words, or fewer of them." />;
  }
  const { title, description } = TEXTS[view];
  const action =
    view !== 'bin' && onUpload ? (
      <Button variant="contained" onClick={onUpload}>
        Upload files
      </Button>
    ) : undefined;
  return <EmptyState title={title} description={description} action={action} />;
}
