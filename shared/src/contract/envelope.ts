import { z } from 'zod';

/** Every successful response: `{ message, data }` (ARCHITECTURE.md, "The API"). */
export interface ApiSuccess<T> {
  message: string;
  data: T;
}

/** Every error response. `message` is written for people: the front end shows it in a toast. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Every list: server-side paging with `page` and `page_size` query parameters. */
export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(20),
});
