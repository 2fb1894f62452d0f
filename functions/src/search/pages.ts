import type { PaginationMeta } from '@migralink/shared/envelope';

/** Page `page` (from 1) of `items`, with the pagination block of every list response. */
export function pageOf<T>(items: readonly T[], page: number, perPage: number): { data: T[]; meta: PaginationMeta } {
  const total = items.length;
  return {
    data: items.slice((page - 1) * perPage, page * perPage),
    meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total },
  };
}
