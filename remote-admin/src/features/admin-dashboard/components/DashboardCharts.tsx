// The admin dashboard's charts, a chunk of their own (x-charts is large): the dashboard's first
// load stays small and the figures above show while the charts load.
import { visuallyHidden } from '@app/shared/page-parts';
import type { AdminDashboard } from '@app/shared/contract';
import { formatDate } from '@app/shared/format';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId, type ReactNode } from 'react';

const CHART_HEIGHT = 260;

/** A type, not an interface: x-charts' dataset wants rows with an index signature. */
type FigureRow = { label: string; value: number };

/**
 * A chart with its title and, for screen readers, a table of its figures in place of the drawing (the
 * drawing is hidden from them and, without keyboard navigation, takes no focus).
 */
function ChartFigure({
  title,
  labelHeading,
  valueHeading,
  rows,
  children,
}: {
  title: string;
  labelHeading: string;
  valueHeading: string;
  rows: FigureRow[];
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper component="figure" variant="outlined" aria-labelledby={titleId} sx={{ m: 0, p: 2, minWidth: 0 }}>
      <Typography id={titleId} component="figcaption" variant="h6">
        {title}
      </Typography>
      <Box aria-hidden>{children}</Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeading}</th>
            <th scope="col">{valueHeading}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Paper>
  );
}

/** Counts are whole numbers; with nothing counted yet the axis still shows a scale rather than a single 0. */
const countAxis = (rows: FigureRow[]) => ({ min: 0, tickMinStep: 1, ...(rows.every((row) => row.value === 0) && { max: 4 }) });

function StatusChart({ rows }: { rows: FigureRow[] }) {
  return (
    <ChartFigure title="Projects by status" labelHeading="Status" valueHeading="Projects" rows={rows}>
      {/* Horizontal bars: every status keeps its name, even on a phone. */}
      <BarChart
        layout="horizontal"
        height={CHART_HEIGHT}
        dataset={rows}
        yAxis={[{ scaleType: 'band', dataKey: 'label', width: 'auto' }]}
        xAxis={[countAxis(rows)]}
        series={[{ dataKey: 'value', label: 'Projects' }]}
        hideLegend
        disableKeyboardNavigation
      />
    </ChartFigure>
  );
}

function WeeklyApprovalsChart({ rows }: { rows: FigureRow[] }) {
  return (
    <ChartFigure title="Answers approved per week" labelHeading="Week of" valueHeading="Answers approved" rows={rows}>
      {/* Slanted dates: the eight weeks' labels fit side by side. */}
      <BarChart
        height={CHART_HEIGHT}
        dataset={rows}
        xAxis={[{ scaleType: 'band', dataKey: 'label', height: 72, tickLabelStyle: { angle: -40, textAnchor: 'end', fontSize: 11 } }]}
        yAxis={[{ ...countAxis(rows), width: 'auto' }]}
        series={[{ dataKey: 'value', label: 'Answers approved' }]}
        hideLegend
        disableKeyboardNavigation
      />
    </ChartFigure>
  );
}

/** Projects by status and answers approved per week, side by side from md up, one above the other on a phone. */
export default function DashboardCharts({ data }: { data: Pick<AdminDashboard, 'projects_by_status' | 'answers_approved_per_week'> }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
      <StatusChart rows={data.projects_by_status.map((status) => ({ label: status.name, value: status.count }))} />
      <WeeklyApprovalsChart rows={data.answers_approved_per_week.map((week) => ({ label: formatDate(week.week_start), value: week.count }))} />
    </Box>
  );
}
