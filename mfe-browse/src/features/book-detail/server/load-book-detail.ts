import { type BookDetail } from '@booknook/contract';
import { categoryLabels, conditionLabels, coverPreload, formatPrice } from '@booknook/design-system';
import { bookKey, isBookId, type PageHead, type ServerPageContext, type ServerPageData } from '@booknook/platform';
import { messages } from '../../../messages';
import { DETAIL_COVER_SIZES } from '../components/book-cover';

const t = messages.head;
/** Prices are in Nepalese rupees ("Rs." on the page). */
const CURRENCY = 'NPR';
/** Search engines show about this much of a description. */
const DESCRIPTION_CHARS = 200;

function clip(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).replace(/\s+\S*$/, '')}…`;
}

/** schema.org Product with its Offer: what search engines show as price and availability. */
function productJsonLd(book: BookDetail, url: string, image: string, description: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: book.name,
    description,
    image,
    category: categoryLabels[book.category],
    offers: {
      '@type': 'Offer',
      url,
      price: Math.max(0, book.price).toFixed(2),
      priceCurrency: CURRENCY,
      availability: book.is_sold ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/UsedCondition',
    },
  };
}

function bookHead(book: BookDetail, canonicalPath: string, absoluteUrl: (path: string) => string): PageHead {
  const price = formatPrice(book.price);
  const summary = t.bookDescription(price, conditionLabels[book.condition], book.owner_location || book.user.location);
  const description = clip(`${summary} ${book.description}`, DESCRIPTION_CHARS);
  return {
    title: t.bookTitle(book.name, price),
    description,
    canonicalPath,
    type: 'product',
    image: book.book_image,
    imageAlt: messages.detail.coverOf(book.name),
    lcpImage: coverPreload(book, DETAIL_COVER_SIZES),
    jsonLd: productJsonLd(book, absoluteUrl(canonicalPath), absoluteUrl(book.book_image), description),
  };
}

/**
 * /books/:bookId on the server: the book under its SWR key, its head (Open Graph, JSON-LD offer) and its status:
 * 404 for a book the visitor may not see (missing, hidden, not reviewed), 410 for a sold one (its page still shows it).
 */
export async function loadBookDetail({ params, api, absoluteUrl }: ServerPageContext): Promise<ServerPageData> {
  const bookId = params.bookId ?? '';
  const key = bookKey(bookId);
  const canonicalPath = `/books/${encodeURIComponent(bookId)}`;
  // An address that names no book is not found, without asking (the page's hook does the same).
  const answer = isBookId(bookId) ? await api(key) : { status: 404, body: null };
  if (answer.status === 200) {
    const book = answer.body as BookDetail;
    return { status: book.is_sold ? 410 : 200, head: bookHead(book, canonicalPath, absoluteUrl), fallback: { [key]: book }, errors: {} };
  }
  const missing = answer.status === 404 || answer.status === 400;
  const detail = (answer.body as { detail?: unknown } | null)?.detail;
  return {
    status: missing ? 404 : 503,
    head: { title: missing ? t.notFoundTitle : t.unavailableTitle, description: t.browseDescription, canonicalPath, noindex: true },
    fallback: {},
    // The hook sees what it would see in the browser: a 404 shows "This listing is not available".
    errors: { [key]: { status: missing ? 404 : answer.status, detail: typeof detail === 'string' ? detail : undefined } },
  };
}
