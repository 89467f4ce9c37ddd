import { cardCoverSizes, coverPreload } from '@booknook/design-system';
import { booksKey, type BooksPage, type ServerPageContext, type ServerPageData } from '@booknook/platform';
import { messages } from '../../../messages';
import { CARD_SIZES } from '../components/book-grid';
import { filtersToParams, pagesShown, parseFilters, parsePage, toBooksQuery } from '../filters';

const t = messages.head;

/**
 * /books on the server: every page of results the URL shows (`?page=3` shows pages 1 to 3) as a browser without a
 * location asks for them (the same SWR keys), so the list is in the HTML; a located browser then asks again.
 */
export async function loadBrowse({ url, api }: ServerPageContext): Promise<ServerPageData> {
  const filters = parseFilters(url.searchParams);
  const page = parsePage(url.searchParams);
  const keys = pagesShown(page).map((n) => booksKey(toBooksQuery(filters, n)));
  const answers = await Promise.all(keys.map((key) => api(key)));
  const query = filtersToParams(filters, page).toString();
  const title = filters.name ? t.searchTitle(filters.name, page) : t.browseTitle(page);
  const head = { title, description: t.browseDescription, canonicalPath: query ? `/books?${query}` : '/books' };
  const failed = answers.find((answer) => answer.status !== 200);
  if (!failed) {
    const pages = answers.map((answer) => answer.body as BooksPage);
    const first = pages[0]?.items[0];
    const lcpImage = first ? coverPreload(first, cardCoverSizes(CARD_SIZES)) : undefined;
    const fallback = Object.fromEntries(keys.map((key, index) => [key, pages[index]]));
    return { status: 200, head: { ...head, lcpImage }, fallback, errors: {} };
  }
  // The page shows its error state; a crawler is told to come back.
  const errors = Object.fromEntries(keys.map((key) => [key, { status: failed.status }]));
  return { status: failed.status >= 500 ? 503 : 200, head, fallback: {}, errors };
}
