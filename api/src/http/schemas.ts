// Building blocks of route schemas: the success envelope and the documented error answers.
import { z } from 'zod';
import { apiErrorSchema } from '@app/shared/contract';

/** `{ message, data }`, the shape of every successful answer. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ message: z.string(), data });
}

/** The error answers a route may give, for its OpenAPI description. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<S, typeof apiErrorSchema>;
}
