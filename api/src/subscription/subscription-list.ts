// GET /api/v1/subscription/: the spec's subscription filters, paged. A client user sees its own.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql, type SqlBool } from 'kysely';
import { z } from 'zod';
import { SUBSCRIPTION_DEFAULT_ORDERING, subscriptionListQuerySchema, subscriptionSchema, type SUBSCRIPTION_ORDERING_FIELDS } from '@app/shared/contract';
import { withTenant } from '../db/tenant-scope.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { parseDay } from '../http/day-input.ts';
import { orderBySql, type ListOrdering } from '../http/ordering.ts';
import { pageLinks, pageOffset } from '../http/paging.ts';
import { clientScope } from '../access/principal.ts';
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

export const subscriptionListRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.requirePermission('view_subscriptions'),
      schema: {
        tags: ['subscription'],
        summary: "The clients' subscriptions, filtered, ordered (latest start first by default) and paged",
        description:
          '`client` is the client (entity), `subscription` the plan. `start_date` finds subscriptions starting on or after that day, ' +
          '`end_date` those ending on or before it (open-ended ones never); `status` is derived from the dates (UTC days) and cancellation. ' +
          "A client user sees only its own client's subscriptions. `ordering`: comma-separated fields, `-` for descending.",
        querystring: subscriptionListQuerySchema,
        response: {
          200: envelope(z.object({ count: z.number(), next: z.string().nullable(), previous: z.string().nullable(), results: z.array(subscriptionSchema) })),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { principal, query } = request;
      const own = clientScope(principal);
      const startsFrom = query.start_date ? parseDay(query.start_date, 'start_date') : undefined;
      const endsBy = query.end_date ? parseDay(query.end_date, 'end_date') : undefined;
      const { count, results } = await withTenant(app.db, principal.tenantId, async (trx) => {
        const rows = subscriptionRows(trx, principal.tenantId)
          .$if(own !== null, (q) => q.where('s.entity_id', '=', own!))
          .$if(!!query.client, (q) => q.where('s.entity_id', '=', query.client!))
          .$if(!!query.subscription, (q) => q.where('s.plan_id', '=', query.subscription!))
          .$if(!!startsFrom, (q) => q.where(sql<SqlBool>`s.start_date >= ${startsFrom}::date`))
          .$if(!!endsBy, (q) => q.where(sql<SqlBool>`s.end_date <= ${endsBy}::date`))
          .$if(!!query.status, (q) => q.where(hasStatus(query.status!)));
        const { count } = await rows.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
        const page = await selectSubscriptions(rows)
          .orderBy(orderBySql(query.ordering, SUBSCRIPTION_ORDERING))
          .limit(query.page_size)
          .offset(pageOffset(query))
          .execute();
        return { count: Number(count), results: page.map(subscriptionView) };
      });
      return {
        message: count === 0 ? 'No subscriptions match.' : `${count} subscription${count === 1 ? '' : 's'} found.`,
        data: { count, ...pageLinks(request, count, query), results },
      };
    },
  );
};
