import type { PersonRef } from '@app/shared/contract';

/** A person as lists show them; an anonymised (deleted) account has no name left. */
export function personRef(id: string | null, firstName: string | null, lastName: string | null): PersonRef | null {
  if (!id) return null;
  return { id, full_name: `${firstName ?? ''} ${lastName ?? ''}`.trim() || 'Former user' };
}
