// The subscription list's query: the spec's filters over the subscriptions a person may see (a client
// user its own client's), the orderings the contract names, one page.
import { sql, type SqlBool } from 'kysely';
import type { z } from 'zod';
import { SUBSCRIPTION_DEFAULT_ORDERING, type Subscription, type subscriptionListQuerySchema, type SUBSCRIPTION_ORDERING_FIELDS } from '@app/shared/contract';
import { clientScope } from '../access/principal.ts';
import type { Principal } from '../auth/access-tokens.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { parseDay } from '../http/day-input.ts';
import { orderBySql, type ListOrdering } from '../http/ordering.ts';
import { hasStatus, selectSubscriptions, subscriptionRows, subscriptionStatus, subscriptionView } from './subscription-views.ts';

const SUBSCRIPTION_ORDERING: ListOrdering<(typeof SUBSCRIPTION_ORDERING_FIELDS)[number]> = {
  columns: {
    entity: sql`lower(e.name)`,
    plan: sql`lower(sp.name)`,
    start_date: sql`s.start_date`,
    end_date: { sql: sql`s.end_date`, nullable: true },
    status: subscriptionStatus,
    price: sql`s.price`,
    created_at: sql`s.created_at`,
  },
  defaultOrdering: SUBSCRIPTION_DEFAULT_ORDERING,
  tieBreaker: sql`s.id`,
};

/** One page of the subscriptions that match, in the order asked for, and how many match in all. */
export async function listSubscriptions(
  trx: TenantTransaction,
  principal: Principal,
  query: z.output<typeof subscriptionListQuerySchema> & { offset: number },
): Promise<{ count: number; results: Subscription[] }> {
  const own = clientScope(principal);
  const startsFrom = query.start_date ? parseDay(query.start_date, 'start_date') : undefined;
  const endsBy = query.end_date ? parseDay(query.end_date, 'end_date') : undefined;
  const rows = subscriptionRows(trx, principal.tenantId)
    .$if(own !== null, (q) => q.where('s.entity_id', '=', own!))
    .$if(!!query.client, (q) => q.where('s.entity_id', '=', query.client!))
    .$if(!!query.subscription, (q) => q.where('s.plan_id', '=', query.subscription!))
    .$if(!!startsFrom, (q) => q.where(sql<SqlBool>`s.start_date >= ${startsFrom}::date`))
    .$if(!!endsBy, (q) => q.where(sql<SqlBool>`s.end_date <= ${endsBy}::date`))
    .$if(!!query.status, (q) => q.where(hasStatus(query.status!)));
  const { count } = await rows.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const page = await selectSubscriptions(rows).orderBy(orderBySql(query.ordering, SUBSCRIPTION_ORDERING)).limit(query.page_size).offset(query.offset).execute();
  return { count: Number(count), results: page.map(subscriptionView) };
}
