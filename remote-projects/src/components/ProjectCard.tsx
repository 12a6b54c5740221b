import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Project } from '@app/shared/contract';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AnswerProgressBar } from './AnswerProgressBar';
import { DeadlineText } from './DeadlineText';
import { PeopleAvatars } from './PeopleAvatars';
import { ProjectStatusChip } from './ProjectStatusChip';

const documentsText = (count: number) => (count === 1 ? '1 document' : `${count} documents`);

/** One project at a glance: status, client, deadline, progress and the people on it. */
export function ProjectCard({ project, to, headingLevel = 'h2' }: { project: Project; to: string; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Card component="article" variant="outlined" aria-labelledby={`project-${project.id}-name`} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'grid', gap: 1.5, height: '100%', alignContent: 'start' }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={`project-${project.id}-name`} variant="subtitle1" component={headingLevel} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              <Link component={RouterLink} to={to} underline="hover" color="inherit">
                {project.name}
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {project.entity.name}
            </Typography>
          </Box>
          <ProjectStatusChip status={project.status} />
        </Box>
        <DeadlineText deadline={project.deadline} finished={project.status.code === 'completed'} />
        <AnswerProgressBar progress={project.progress} label={`Progress of ${project.name}`} />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {documentsText(project.documents_count)}
          </Typography>
          <PeopleAvatars people={project.assignees} />
        </Box>
      </CardContent>
    </Card>
  );
}

/** The projects as cards: three columns on a desktop, one on a phone. */
export function ProjectCardGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Box
      component="section"
      aria-label={label}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}
    >
      {children}
    </Box>
  );
}
