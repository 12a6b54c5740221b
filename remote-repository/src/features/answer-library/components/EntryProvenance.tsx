import type { AnswerLibraryEntryDetail } from '@app/shared/contract';
import { formatDateTime } from '@app/shared/format';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { documentReviewPath } from '../../../shared/paths';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const questionLabel = (reference: string | null, question: string) => (reference ? `${reference}: ${question}` : question);

/** Where the entry came from, the document versions its answer relied on, and the questions that used it. */
export function EntryProvenance({ entry }: { entry: AnswerLibraryEntryDetail }) {
  const { origin } = entry;
  return (
    <>
      <Section title="Where it came from">
        <Typography variant="body2">
          {origin.project ? `${origin.project.name} › ` : ''}
          {origin.document_id ? (
            <Link component={RouterLink} to={documentReviewPath(origin.document_id)}>
              {origin.document_name}
            </Link>
          ) : (
            `${origin.document_name} (deleted)`
          )}
          {origin.question_reference ? `, question ${origin.question_reference}` : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Approved by {entry.approved_by?.full_name ?? 'nobody known'} on {formatDateTime(entry.approved_at)}
          {entry.retired_at ? `; retired by ${entry.retired_by?.full_name ?? 'nobody known'} on ${formatDateTime(entry.retired_at)}` : ''}
        </Typography>
      </Section>

      <Section title="What the answer relied on">
        {entry.sources.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No repository document: the answer was written or approved without citing one.
          </Typography>
        ) : (
          <List dense disablePadding>
            {entry.sources.map((source) => (
              <ListItem key={source.document_id} disableGutters>
                <ListItemText
                  primary={`${source.document_name}, version ${source.version}`}
                  secondary={
                    !source.changed
                      ? 'The current version'
                      : source.current_version === null
                        ? 'Deleted since the answer was approved'
                        : `Changed: version ${source.current_version} is current`
                  }
                  slotProps={{ secondary: { color: source.changed ? 'warning.main' : 'text.secondary' } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Section>

      <Section title={`Where it was used (${entry.uses})`}>
        {entry.used_in.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No question has used it yet.
          </Typography>
        ) : (
          <List dense disablePadding>
            {entry.used_in.map((use) => (
              <ListItem key={use.question_id} disableGutters>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={documentReviewPath(use.document.id)}>
                      {questionLabel(use.question_reference, use.question)}
                    </Link>
                  }
                  secondary={`${use.project.name} › ${use.document.name} · ${use.used_as === 'answer' ? 'suggested as the answer' : 'cited beside another answer'}, now ${use.status.replaceAll('_', ' ')}`}
                />
              </ListItem>
            ))}
          </List>
        )}
        {entry.uses > entry.used_in.length ? (
          <Typography variant="caption" color="text.secondary">
            The latest {entry.used_in.length} of {entry.uses} are listed.
          </Typography>
        ) : null}
      </Section>
    </>
  );
}
