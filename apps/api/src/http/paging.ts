// A page of a list from the x-limit and x-offset headers (query parameters of the same names
// are accepted too), the limit capped at 50, and the pagination block every paged answer carries.
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT, type Pagination } from '@luxe/contract';

type PagingInput = { 'x-limit'?: number; 'x-offset'?: number };

export function pageOf(
  headers: PagingInput,
  query: PagingInput = {},
  defaultLimit = DEFAULT_PAGE_LIMIT,
): { limit: number; offset: number } {
  const limit = Math.min(headers['x-limit'] ?? query['x-limit'] ?? defaultLimit, MAX_PAGE_LIMIT);
  return { limit, offset: headers['x-offset'] ?? query['x-offset'] ?? 0 };
}

export function pagination(total: number, limit: number, offset: number): Pagination {
  return { total, limit, offset, total_pages: Math.ceil(total / limit), current_page: Math.floor(offset / limit) + 1 };
}
