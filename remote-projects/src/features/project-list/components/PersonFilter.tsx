import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { authGroup, useAppSelector } from '@app/shared';
import { PROJECT_PATHS, type EntityMember, type PersonRef } from '@app/shared/contract';
import { useLookup } from '@app/shared/page-parts';

interface PersonFilterProps {
  label: string;
  /** The person's id, '' for anyone. */
  value: string;
  onChange(value: string): void;
}

/**
 * Chooses one person (created by, assigned to): the signed-in user first, then the people projects
 * can be assigned to. Without a client, the lookup answers the organisation's own people (for a
 * client user, its client's).
 */
export function PersonFilter({ label, value, onChange }: PersonFilterProps) {
  const me = useAppSelector((state) => authGroup.select(state).user);
  const people = useLookup<EntityMember>(PROJECT_PATHS.entityMembers);
  const options: PersonRef[] = [
    ...(me ? [{ id: me.id, full_name: `${me.full_name} (me)` }] : []),
    ...people.items.filter((person) => person.id !== me?.id).map(({ id, full_name }) => ({ id, full_name })),
  ];
  // A filter set before the people have loaded (or kept from another visit) still shows as chosen.
  const selected = value ? (options.find((person) => person.id === value) ?? { id: value, full_name: people.loading ? 'Loading…' : 'Someone else' }) : null;

  return (
    <Autocomplete
      size="small"
      options={options}
      value={selected}
      loading={people.loading}
      getOptionLabel={(person) => person.full_name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_event, person) => onChange(person?.id ?? '')}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
