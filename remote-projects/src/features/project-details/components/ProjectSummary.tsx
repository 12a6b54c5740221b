import { formatDateTime } from '@app/shared/format';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Project } from '@app/shared/contract';
import type { ReactNode } from 'react';
import { AnswerProgressBar } from '../../../components/AnswerProgressBar';
import { DeadlineText } from '../../../components/DeadlineText';
import { PeopleAvatars } from '../../../components/PeopleAvatars';
import { ProjectStatusChip } from '../../../components/ProjectStatusChip';

interface ProjectSummaryProps {
  project: Project;
  /** Whether the person may change the project (manage_projects); client users read it. */
  canManage: boolean;
  /** A change of the project is on its way. */
  saving: boolean;
  onHoldChange(onHold: boolean): void;
  onEdit(): void;
  onDelete(): void;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5, alignContent: 'start' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

/** The project's head: client, status (with hold and resume), deadline, people and progress. */
export function ProjectSummary({ project, canManage, saving, onHoldChange, onEdit, onDelete }: ProjectSummaryProps) {
  const onHold = project.status.code === 'on_hold';
  const canHold = canManage && project.status.code !== 'completed';
  return (
    <Paper variant="outlined" component="section" aria-label="About the project" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2.5 }}>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}
      >
        <Fact term="Client">
          <Typography>{project.entity.name}</Typography>
        </Fact>
        <Fact term="Status">
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <ProjectStatusChip status={project.status} />
            {canHold ? (
              <Button size="small" variant="text" disabled={saving} onClick={() => onHoldChange(!onHold)}>
                {onHold ? 'Resume' : 'Put on hold'}
              </Button>
            ) : null}
          </Box>
        </Fact>
        <Fact term="Deadline">
          <DeadlineText deadline={project.deadline} finished={project.status.code === 'completed'} />
        </Fact>
        <Fact term="Assignees">
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <PeopleAvatars people={project.assignees} />
            <Typography variant="body2">{project.assignees.map((person) => person.full_name).join(', ')}</Typography>
          </Box>
        </Fact>
      </Box>
      {project.description ? <Typography sx={{ whiteSpace: 'pre-line' }}>{project.description}</Typography> : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2 }}>
        <Box sx={{ flex: '1 1 280px', maxWidth: 520 }}>
          <AnswerProgressBar progress={project.progress} label="Progress of the project" />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            Created {formatDateTime(project.created_at)}
            {project.created_by ? ` by ${project.created_by.full_name}` : ''}
          </Typography>
          {canManage ? (
            <>
              <Button size="small" variant="outlined" startIcon={<EditIcon />} onClick={onEdit} disabled={saving}>
                Edit details
              </Button>
              <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={onDelete} disabled={saving}>
                Delete project
              </Button>
            </>
          ) : null}
        </Box>
      </Box>
    </Paper>
  );
}
