import { authGroup, useAppSelector } from '@app/shared';
import { PROJECT_PATHS, type NamedRef } from '@app/shared/contract';
import { SelectFilter, useLookup } from '@app/shared/page-parts';

interface ClientFilterProps {
  /** The client's id, '' for every client. */
  value: string;
  onChange(value: string): void;
}

/**
 * Narrows a list or a dashboard to one client, for staff; nothing for a client user, whose lists hold
 * its own client only.
 */
export function ClientFilter({ value, onChange }: ClientFilterProps) {
  const isClientUser = useAppSelector((state) => authGroup.select(state).user?.kind === 'entity');
  const clients = useLookup<NamedRef>(isClientUser ? null : PROJECT_PATHS.entities);
  if (isClientUser) return null;
  // A client chosen before the list has loaded (a link) still shows as chosen.
  const options = clients.items.map((client) => ({ value: client.id, label: client.name }));
  if (value && !options.some((option) => option.value === value)) options.push({ value, label: clients.loading ? 'Loading…' : 'Another client' });
  return <SelectFilter label="Client" anyLabel="Every client" value={value} onChange={onChange} options={options} sx={{ minWidth: 180 }} />;
}
