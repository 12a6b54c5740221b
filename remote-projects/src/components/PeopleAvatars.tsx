import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { PersonRef } from '@app/shared/contract';

const initials = (fullName: string) =>
  fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0].toUpperCase())
    .join('');

/** The people on a project as overlapping initials; their names in a tooltip and to screen readers. */
export function PeopleAvatars({ people, emptyText = 'Unassigned' }: { people: PersonRef[]; emptyText?: string }) {
  if (people.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {emptyText}
      </Typography>
    );
  }
  const names = people.map((person) => person.full_name).join(', ');
  return (
    <Tooltip title={names}>
      <AvatarGroup
        max={4}
        role="img"
        aria-label={`Assigned to ${names}`}
        sx={{
          justifyContent: 'flex-end',
          '& .MuiAvatar-root': { width: 28, height: 28, fontSize: 12, bgcolor: 'secondary.main', color: 'secondary.contrastText' },
        }}
      >
        {people.map((person) => (
          <Avatar key={person.id} alt={person.full_name}>
            {initials(person.full_name)}
          </Avatar>
        ))}
      </AvatarGroup>
    </Tooltip>
  );
}
