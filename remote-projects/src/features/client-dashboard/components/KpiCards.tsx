import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ClientDashboard } from '@app/shared/contract';
import { Link as RouterLink } from 'react-router-dom';
import { KPI_LINKS, type KpiName } from '../kpiLinks';

const KPI_LABELS: Record<KpiName, string> = {
  open_projects: 'Open projects',
  due_this_week: 'Due this week',
  overdue: 'Overdue',
  answers_awaiting_review: 'Answers awaiting review',
  completed_projects: 'Completed projects',
};

const KPI_COLOURS: Partial<Record<KpiName, string>> = { overdue: 'error.main', due_this_week: 'warning.dark' };

/** The dashboard's figures, each a link to the projects behind it. */
export function KpiCards({ kpis }: { kpis: ClientDashboard['kpis'] }) {
  return (
    <Box
      component="ul"
      aria-label="Key figures"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' } }}
    >
      {(Object.keys(KPI_LABELS) as KpiName[]).map((name) => (
        <Card component="li" key={name} variant="outlined">
          <CardActionArea component={RouterLink} to={KPI_LINKS[name]} sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h4" component="span" sx={{ display: 'block', fontWeight: 600, color: kpis[name] > 0 ? KPI_COLOURS[name] : undefined }}>
                {kpis[name]}
              </Typography>{' '}
              <Typography component="span" color="text.secondary">
                {KPI_LABELS[name]}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}

export const KPI_COUNT = Object.keys(KPI_LABELS).length;
