import {
  booksKey,
  cardCoverSizes,
  coverPreload,
  type BookListItem,
  type ListResponse,
  type ServerPageContext,
  type ServerPageData,
} from '@booknook/shared-ui';
import { messages } from '../../../messages';
import { CARD_SIZES } from '../components/book-grid';
import { filtersToParams, parseFilters, parsePage, toBooksQuery } from '../filters';

const t = messages.head;

/**
 * /books on the server: the page of results a browser without a location asks for first (the same SWR key), so the
 * list is in the HTML; a located browser then asks again, nearest first.
 */
export async function loadBrowse({ url, api }: ServerPageContext): Promise<ServerPageData> {
  const filters = parseFilters(url.searchParams);
  const page = parsePage(url.searchParams);
  const key = booksKey(toBooksQuery(filters, page));
  const answer = await api(key);
  const query = filtersToParams(filters, page).toString();
  const title = filters.name ? t.searchTitle(filters.name, page) : t.browseTitle(page);
  const head = { title, description: t.browseDescription, canonicalPath: query ? `/books?${query}` : '/books' };
  if (answer.status === 200) {
    const books = answer.body as ListResponse<BookListItem>;
    const first = books.items[0];
    const lcpImage = first ? coverPreload(first, cardCoverSizes(CARD_SIZES)) : undefined;
    return { status: 200, head: { ...head, lcpImage }, fallback: { [key]: books }, errors: {} };
  }
  // The page shows its error state; a crawler is told to come back.
  return { status: answer.status >= 500 ? 503 : 200, head, fallback: {}, errors: { [key]: { status: answer.status } } };
}
