// The organisation's people as lists show them: the query every account list and account change
// starts from (deleted accounts left out), and one page of it searched by name or email.
import { sql } from 'kysely';
import { ACCOUNT_DEFAULT_ORDERING, type ACCOUNT_ORDERING_FIELDS, type AccountListItem } from '@app/shared/contract';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { containsPattern } from '../http/contains-pattern.ts';
import { orderBySql, type ListOrdering } from '../http/ordering.ts';
import { pageOffset, type PageQuery } from '../http/paging.ts';

/** The latest sign-in or sign-up, as the audit log recorded it. */
const lastSignIn = sql<Date | null>`(
  SELECT max(a.created_at) FROM audit_entries a
  WHERE a.tenant_id = u.tenant_id AND a.actor_user_id = u.id AND a.category = 'auth' AND a.action IN ('login', 'signup'))`;

export function accounts(trx: TenantTransaction, tenantId: string) {
  return (
    trx
      .selectFrom('users as u')
      .innerJoin('role_groups as r', (join) => join.onRef('r.id', '=', 'u.role_group_id').onRef('r.tenant_id', '=', 'u.tenant_id'))
      .leftJoin('entities as e', (join) => join.onRef('e.id', '=', 'u.entity_id').onRef('e.tenant_id', '=', 'u.tenant_id'))
      .where('u.tenant_id', '=', tenantId)
      // A deleted account stays for the audit log, anonymised (delete-account.ts): no longer a person to manage.
      .where(sql<boolean>`u.email <> 'deleted-' || u.id || '@invalid'`)
  );
}

type AccountQuery = ReturnType<typeof accounts>;

const ACCOUNT_ORDERING: ListOrdering<(typeof ACCOUNT_ORDERING_FIELDS)[number]> = {
  columns: {
    full_name: sql`lower(u.first_name || ' ' || u.last_name)`,
    email: sql`lower(u.email)`,
    kind: sql`u.kind`,
    role_group: sql`lower(r.name)`,
    entity: { sql: sql`lower(e.name)`, nullable: true },
    is_active: sql`u.is_active`,
    last_sign_in_at: { sql: lastSignIn, nullable: true },
    created_at: sql`u.created_at`,
  },
  defaultOrdering: ACCOUNT_DEFAULT_ORDERING,
  tieBreaker: sql`u.id`,
};

export async function loadAccounts(query: AccountQuery, ordering?: string): Promise<(AccountListItem & { permissions: string[] })[]> {
  const rows = await query
    .select([
      'u.id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.kind',
      'u.is_active',
      'u.created_at',
      'r.id as role_group_id',
      'r.name as role_group_name',
      'r.permissions',
      'e.id as entity_id',
      'e.name as entity_name',
      lastSignIn.as('last_sign_in_at'),
    ])
    .orderBy(orderBySql(ordering, ACCOUNT_ORDERING))
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    full_name: `${row.first_name} ${row.last_name}`.trim(),
    kind: row.kind,
    role_group: { id: row.role_group_id, name: row.role_group_name },
    entity: row.entity_id && row.entity_name ? { id: row.entity_id, name: row.entity_name } : null,
    is_active: row.is_active,
    last_sign_in_at: row.last_sign_in_at ? new Date(row.last_sign_in_at).toISOString() : null,
    created_at: row.created_at.toISOString(),
    permissions: row.permissions,
  }));
}

export const withoutPermissions = ({ permissions: _permissions, ...account }: AccountListItem & { permissions: string[] }): AccountListItem => account;

/** One page of the organisation's people, by name unless `ordering` says otherwise; `search` finds a name or an email, `entityId` a client's users. */
export async function listAccounts(
  trx: TenantTransaction,
  tenantId: string,
  query: PageQuery & { search?: string; entityId?: string; ordering?: string },
): Promise<{ count: number; results: AccountListItem[] }> {
  const filtered = accounts(trx, tenantId)
    .$if(!!query.entityId, (q) => q.where('u.entity_id', '=', query.entityId!))
    .$if(!!query.search, (q) =>
      q.where((eb) =>
        eb.or([
          eb('u.email', 'ilike', containsPattern(query.search!)),
          eb(sql<string>`u.first_name || ' ' || u.last_name`, 'ilike', containsPattern(query.search!)),
        ]),
      ),
    );
  const { count } = await filtered.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const results = await loadAccounts(filtered.limit(query.page_size).offset(pageOffset(query)), query.ordering);
  return { count: Number(count), results: results.map(withoutPermissions) };
}

export const countMessage = (count: number) => (count === 0 ? 'No users match.' : `${count} user${count === 1 ? '' : 's'} found.`);
