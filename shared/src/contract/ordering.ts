// The `ordering` query parameter's schema (see orderingTerms.ts for the terms and their rules).
import { z } from 'zod';
import { orderingProblem } from './orderingTerms';

/** The `ordering` query parameter of a list that sorts by `fields`. */
export function orderingParam<const F extends string>(fields: readonly F[]) {
  return z
    .string()
    .trim()
    .max(500)
    .superRefine((ordering, context) => {
      const problem = orderingProblem(ordering, fields);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .optional()
    .describe(`Comma-separated fields, each ascending or with "-" descending: ${fields.join(', ')}.`);
}
