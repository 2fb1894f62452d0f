import * as z from 'zod/mini';

/** Pagination block of every list response. */
export const paginationMeta = z.object({
  current_page: z.number(),
  last_page: z.number(),
  per_page: z.number(),
  total: z.number(),
});
export type PaginationMeta = z.infer<typeof paginationMeta>;

/** `{ data }`: the wrapper of every successful response. */
export function dataEnvelope<T extends z.ZodMiniType>(data: T) {
  return z.object({ data });
}

/** `{ data: [...], meta }`: a page of a list. */
export function pageEnvelope<T extends z.ZodMiniType>(item: T) {
  return z.object({ data: z.array(item), meta: paginationMeta });
}
