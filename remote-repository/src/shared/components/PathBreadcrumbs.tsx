import type { NamedRef } from '@app/shared/contract';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { folderLink } from '../paths';

interface PathBreadcrumbsProps {
  /** The folders from the top down. */
  folders: NamedRef[];
  /** What the trail ends with when it is not the last folder (a document's name). */
  current?: string;
}

/** The repository root, then each folder down to where the person is; every place above is a link. */
export function PathBreadcrumbs({ folders, current }: PathBreadcrumbsProps) {
  const places = [{ id: null, name: 'Repository' }, ...folders];
  const here = current ?? places.pop()!.name;
  return (
    <Breadcrumbs aria-label="Breadcrumb" maxItems={5} itemsAfterCollapse={2}>
      {places.map((place) => (
        <Link key={place.id ?? 'root'} component={RouterLink} to={folderLink(place.id)} underline="hover" color="inherit">
          {place.name}
        </Link>
      ))}
      <Typography color="text.primary" aria-current="page" sx={{ wordBreak: 'break-word' }}>
        {here}
      </Typography>
    </Breadcrumbs>
  );
}
