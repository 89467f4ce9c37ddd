import { BOOK_LIMITS } from '../../limits';
import { TtlCache } from '../books';
import { CATALOGUE_CACHE, CATALOGUE_READ } from './limits';

// The external catalogue behind BOOK_LOOKUP_URL (issue 40): an Open Library-compatible server, read as
// {BOOK_LOOKUP_URL}/isbn/{13 digits}.json. The URL is the operator's; only the ISBN's digits go into it, redirects
// are followed only on its own origin (Open Library sends /isbn/… on to /books/…), and no image is ever fetched.

/** What the catalogue says of an edition, in BookNook's fields. */
export interface CatalogueBook {
  name: string;
  author: string | null;
  publication: string | null;
  edition: number | null;
}

/** Open Library's edition record, as far as it is read. */
interface EditionRecord {
  title?: unknown;
  authors?: unknown;
  by_statement?: unknown;
  publishers?: unknown;
  edition_name?: unknown;
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

/** "2nd ed.", "Second edition", "3 ed" → 2, 2, 3; anything else (e.g. "Rev. ed.") → null. */
export function editionNumberOf(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const digits = /(\d{1,3})/.exec(text)?.[1];
  const number = digits ? Number(digits) : ORDINALS.findIndex((word) => new RegExp(`\\b${word}\\b`, 'i').test(text)) + 1;
  return number >= 1 && number <= BOOK_LIMITS.editionMax ? number : null;
}

function text(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.replace(/\s+/g, ' ').trim();
  return trimmed === '' ? null : trimmed.slice(0, max);
}

/** "by H. C. Verma." → "H. C. Verma". */
function byStatementAuthor(value: unknown): string | null {
  const statement = text(value, 200);
  return statement ? text(statement.replace(/^by\s+/i, '').replace(/[.;,\s]+$/, ''), BOOK_LIMITS.authorMax) : null;
}

class CatalogueUnavailable extends Error {}

function urlOrNull(text: string, base: string): URL | null {
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
}

export class OpenLibraryCatalogue {
  private readonly answers = new TtlCache<Promise<CatalogueBook | null>>(CATALOGUE_CACHE.ttlMs, CATALOGUE_CACHE.maxEntries);
  private readonly origin: string;

  constructor(
    /** BOOK_LOOKUP_URL, without a trailing slash. */
    private readonly baseUrl: string,
    /** BOOK_LOOKUP_TIMEOUT_MS: the whole look-up (the edition and its author) within it. */
    private readonly timeoutMs: number,
  ) {
    this.origin = new URL(baseUrl).origin;
  }

  /** The edition `isbn` (13 digits), or null when the catalogue does not know it or cannot answer in time. */
  async find(isbn: string): Promise<CatalogueBook | null> {
    if (!/^\d{13}$/.test(isbn)) return null;
    try {
      return await this.answers.getOrCompute(isbn, () => this.ask(isbn));
    } catch (error) {
      if (error instanceof CatalogueUnavailable) return null;
      throw error;
    }
  }

  private async ask(isbn: string): Promise<CatalogueBook | null> {
    const signal = AbortSignal.timeout(this.timeoutMs);
    const edition = await this.readJson(`${this.baseUrl}/isbn/${isbn}.json`, signal);
    if (edition === undefined) return null;
    const record = edition as EditionRecord;
    const name = text(record.title, BOOK_LIMITS.nameMax);
    if (!name) return null;
    const publishers = Array.isArray(record.publishers) ? (record.publishers as unknown[]) : [];
    const publisher = publishers[0];
    return {
      name,
      author: (await this.authorOf(record.authors, signal)) ?? byStatementAuthor(record.by_statement),
      publication: text(
        typeof publisher === 'object' && publisher !== null ? (publisher as { name?: unknown }).name : publisher,
        BOOK_LIMITS.publicationMax,
      ),
      edition: editionNumberOf(record.edition_name),
    };
  }

  /** The first author's name: given in the record, or read from its /authors/<key>.json on the same server. */
  private async authorOf(authors: unknown, signal: AbortSignal): Promise<string | null> {
    const first: unknown = Array.isArray(authors) ? authors[0] : undefined;
    if (typeof first !== 'object' || first === null) return null;
    const { name, key } = first as { name?: unknown; key?: unknown };
    if (typeof name === 'string') return text(name, BOOK_LIMITS.authorMax);
    if (typeof key !== 'string' || !/^\/authors\/OL\d+A$/.test(key)) return null;
    try {
      const author = await this.readJson(`${this.baseUrl}${key}.json`, signal);
      return text((author as { name?: unknown } | undefined)?.name, BOOK_LIMITS.authorMax);
    } catch (error) {
      // The edition is found already: an author record that cannot be read leaves the by-statement, or no author.
      if (error instanceof CatalogueUnavailable) return null;
      throw error;
    }
  }

  /**
   * The JSON at `url`; undefined for a 404 (kept as "not known"). Anything else that goes wrong (a timeout, a
   * server error, a redirect elsewhere, an answer too large or not JSON) throws CatalogueUnavailable: not kept.
   */
  private async readJson(url: string, signal: AbortSignal): Promise<unknown> {
    let next = url;
    for (let hop = 0; hop <= CATALOGUE_READ.maxRedirects; hop += 1) {
      let response: Response;
      try {
        response = await fetch(next, { redirect: 'manual', signal, headers: { accept: 'application/json' } });
      } catch {
        throw new CatalogueUnavailable();
      }
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel();
        const location = response.headers.get('location');
        const target = location ? urlOrNull(location, next) : null;
        // A Location that is no URL, like one to another origin, is the catalogue failing us, not a 500.
        if (!target || target.origin !== this.origin) throw new CatalogueUnavailable();
        next = target.toString();
        continue;
      }
      if (response.status === 404) {
        await response.body?.cancel();
        return undefined;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new CatalogueUnavailable();
      }
      return this.parse(response);
    }
    throw new CatalogueUnavailable();
  }

  /** The body as JSON, read no further than CATALOGUE_READ.maxBytes. */
  private async parse(response: Response): Promise<unknown> {
    if (!response.body) throw new CatalogueUnavailable();
    const chunks: Uint8Array[] = [];
    let size = 0;
    try {
      for await (const chunk of response.body) {
        const bytes: Buffer = Buffer.from(chunk as Uint8Array);
        size += bytes.byteLength;
        // Leaving the loop cancels the stream: nothing more is read.
        if (size > CATALOGUE_READ.maxBytes) throw new CatalogueUnavailable();
        chunks.push(bytes);
      }
      const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      if (typeof parsed !== 'object' || parsed === null) throw new CatalogueUnavailable();
      return parsed;
    } catch {
      throw new CatalogueUnavailable();
    }
  }
}
