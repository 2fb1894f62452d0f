import type { PaginationMeta } from '@migralink/shared/envelope';

/** The pagination block of every list response, for page `page` (from 1) of `total` items. */
export function pageMeta(total: number, page: number, perPage: number): PaginationMeta {
  return { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
}
