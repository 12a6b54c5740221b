import { PageFrame } from '@app/shared';
import { ListPagination, LoadFailed } from '@app/shared/page-parts';
import { formatDate } from '@app/shared/format';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router-dom';
import { PlainTable, type PlainTableColumn } from '../../../components/PlainTable';
import { projectPaths } from '../../../routes';
import { useProjectList } from '../hooks/useProjectList';
import { ProjectFilterBar } from './ProjectFilterBar';
import { ProjectListToolbar } from './ProjectListToolbar';
import { StartProjectButton } from './StartProjectButton';

const TABLE_PAGE_SIZES = [20, 50, 100];

/** The columns, each with the ordering field it sorts by. */
const COLUMNS: PlainTableColumn[] = [
  { label: 'Project', field: 'name' },
  { label: 'Client' },
  { label: 'Created by' },
  { label: 'Assigned to' },
  { label: 'Deadline', field: 'deadline' },
  { label: 'Status', field: 'status' },
  { label: 'Progress', field: 'progress' },
  { label: 'Created', field: 'created_at' },
];

/** /project/project-list-old: the same projects, filters and paging in the plain table layout. */
export default function ProjectListOldScreen() {
  const { filterControl, list, sort, pagination } = useProjectList(TABLE_PAGE_SIZES);
  const { data, loading, error, retry } = list;

  const emptyText = !data
    ? loading
      ? 'Loading projects…'
      : 'The projects could not be loaded.'
    : filterControl.isFiltered
      ? 'No projects match these filters.'
      : 'No projects yet.';

  return (
    <PageFrame title="Projects" actions={<StartProjectButton />}>
      <ProjectFilterBar {...filterControl} />
      {error ? <LoadFailed message={error} onRetry={retry} /> : null}
      {data ? <ProjectListToolbar count={data.count} /> : null}
      <PlainTable
        label="Projects"
        columns={COLUMNS}
        sort={sort}
        emptyText={emptyText}
        busy={loading}
        footer={data && data.count > 0 ? <ListPagination count={data.count} {...pagination} /> : null}
      >
        {data?.results.map((project) => (
          <TableRow key={project.id} hover>
            <TableCell>
              <Link component={RouterLink} to={projectPaths.detailsOld(project.id)}>
                {project.name}
              </Link>
            </TableCell>
            <TableCell>{project.entity.name}</TableCell>
            <TableCell>{project.created_by?.full_name ?? '—'}</TableCell>
            <TableCell>{project.assignees.map((person) => person.full_name).join(', ') || 'Unassigned'}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{project.deadline ? formatDate(project.deadline) : '—'}</TableCell>
            <TableCell>{project.status.name}</TableCell>
            <TableCell>{Math.round(project.progress.percent)}%</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(project.created_at)}</TableCell>
          </TableRow>
        ))}
      </PlainTable>
    </PageFrame>
  );
}
