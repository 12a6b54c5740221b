import type { NamedRef, SearchPassage } from '@app/shared/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { folderLink } from '../../../shared/paths';

/** One passage of a hit; the API marks the matched words as segments, so nothing is read as HTML. */
function HighlightedPassage({ passage }: { passage: SearchPassage }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
      …
      {passage.segments.map((segment, index) =>
        segment.match ? (
          <Box component="mark" key={index} sx={{ bgcolor: 'warning.light', color: 'text.primary', px: 0.25, borderRadius: 0.5 }}>
            {segment.text}
          </Box>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
      …
    </Typography>
  );
}

/** Under a search hit's name: the folder it is in (each folder a link) and its best passages. Loaded on first use. */
export default function SearchHitDetails({ path, passages = [] }: { path: NamedRef[]; passages?: SearchPassage[] }) {
  const folders = [{ id: null, name: 'Repository' }, ...path];
  return (
    <Box sx={{ mt: 0.5, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Typography variant="caption" color="text.secondary">
        In{' '}
        {folders.map((folder, index) => (
          <Fragment key={folder.id ?? 'root'}>
            {index > 0 && ' / '}
            <Link component={RouterLink} to={folderLink(folder.id)} color="inherit">
              {folder.name}
            </Link>
          </Fragment>
        ))}
      </Typography>
      {passages.map((passage, index) => (
        <HighlightedPassage key={`${passage.version_id}-${index}`} passage={passage} />
      ))}
    </Box>
  );
}
