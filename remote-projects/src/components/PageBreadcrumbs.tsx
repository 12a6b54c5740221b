import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export interface Crumb {
  label: string;
  /** Absent on the last crumb, the page the person is on. */
  to?: string;
}

/** Where a screen sits: the lists above it as links, then the screen itself. */
export function PageBreadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <Breadcrumbs aria-label="Breadcrumb">
      {crumbs.map(({ label, to }) =>
        to ? (
          <Link key={label} component={RouterLink} to={to} underline="hover" color="inherit">
            {label}
          </Link>
        ) : (
          <Typography key={label} color="text.primary" aria-current="page">
            {label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
