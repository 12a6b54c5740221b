// GET /api/v1/subscription/: the spec's subscription filters, paged. A client user sees its own.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { subscriptionListQuerySchema, subscriptionSchema } from '@app/shared/contract';
import { withTenant } from '../db/tenant-scope.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { pageLinks, pageOffset } from '../http/paging.ts';
import { listSubscriptions } from './subscription-search.ts';

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
      const { count, results } = await withTenant(app.db, principal.tenantId, (trx) =>
        listSubscriptions(trx, principal, { ...query, offset: pageOffset(query) }),
      );
      return {
        message: count === 0 ? 'No subscriptions match.' : `${count} subscription${count === 1 ? '' : 's'} found.`,
        data: { count, ...pageLinks(request, count, query), results },
      };
    },
  );
};
