// Page links of every list: `next` and `previous` are the request's own address with another page.
import type { FastifyRequest } from 'fastify';

export interface PageQuery {
  page: number;
  page_size: number;
}

export interface PageLinks {
  next: string | null;
  previous: string | null;
}

export const pageOffset = ({ page, page_size }: PageQuery) => (page - 1) * page_size;

export function pageLinks(request: FastifyRequest, count: number, { page, page_size }: PageQuery): PageLinks {
  const linkTo = (target: number) => {
    const url = new URL(request.url, 'http://localhost');
    url.searchParams.set('page', String(target));
    return `${url.pathname}${url.search}`;
  };
  const lastPage = Math.max(1, Math.ceil(count / page_size));
  return {
    next: page < lastPage ? linkTo(page + 1) : null,
    previous: page > 1 ? linkTo(Math.min(page - 1, lastPage)) : null,
  };
}
