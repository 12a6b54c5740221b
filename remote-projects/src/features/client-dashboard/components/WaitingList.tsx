import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import EventIcon from '@mui/icons-material/EventOutlined';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { EmptyState } from '@app/shared';
import type { ClientDashboard } from '@app/shared/contract';
import { Link as RouterLink } from 'react-router-dom';
import { projectPaths } from '../../../routes';

type WaitingItem = ClientDashboard['waiting'][number];

const KIND_ICONS: Record<WaitingItem['kind'], typeof DownloadIcon> = {
  export_ready: DownloadIcon,
  assigned_questions: AssignmentIcon,
  deadline_soon: EventIcon,
};

/** Questions assigned to the person open in review; everything else opens its project. */
const itemPath = (item: WaitingItem) =>
  item.kind === 'assigned_questions' && item.document_id ? projectPaths.review(item.document_id) : projectPaths.details(item.project_id);

/** What waits for the signed-in person: exports to download, questions to answer, deadlines near. */
export function WaitingList({ items }: { items: WaitingItem[] }) {
  if (items.length === 0) {
    return <EmptyState title="Nothing is waiting for you." description="Exports to download, questions assigned to you and near deadlines appear here." />;
  }
  return (
    <Paper variant="outlined">
      <List aria-label="Waiting for you" disablePadding>
        {items.map((item) => {
          const Icon = KIND_ICONS[item.kind];
          return (
            <li key={`${item.kind}:${item.project_id}:${item.document_id ?? ''}`}>
              <ListItemButton component={RouterLink} to={itemPath(item)} divider>
                <ListItemIcon>
                  <Icon color={item.kind === 'deadline_soon' ? 'warning' : 'primary'} aria-hidden />
                </ListItemIcon>
                <ListItemText primary={item.label} secondary={item.project_name} />
              </ListItemButton>
            </li>
          );
        })}
      </List>
    </Paper>
  );
}
