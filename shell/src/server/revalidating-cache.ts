import { createHash } from 'node:crypto';

/** A file the site does not have (or could not give). */
export class HttpStatusError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`${url} answered ${status}`);
    this.name = 'HttpStatusError';
  }
}

/** GET with an optional `If-None-Match`. */
export type ConditionalGet = (url: string, etag: string | null) => Promise<Response>;

interface Version<T> {
  /** The validator the server gave, for the next conditional request. */
  etag: string | null;
  /** Content hash: the version. A new hash is parsed afresh and the old value dropped. */
  hash: string;
  value: T;
}

/**
 * Files the renderer reads from the site (remotes.json, manifests, the remotes' server code), one version per URL.
 * Every use revalidates with a conditional GET (a 304 is one small round trip), so a remote's dist/ swapped in, or a
 * remotes.json pointing elsewhere, is seen from the very next request, with no restart and no stale window.
 * Concurrent uses of a URL share one request.
 */
export class RevalidatingCache<T> {
  private readonly versions = new Map<string, Version<T>>();
  private readonly pending = new Map<string, Promise<T>>();

  constructor(
    private readonly get: ConditionalGet,
    private readonly parse: (text: string, url: string) => T,
  ) {}

  load(url: string): Promise<T> {
    let loading = this.pending.get(url);
    if (!loading) {
      loading = this.revalidate(url).finally(() => this.pending.delete(url));
      this.pending.set(url, loading);
    }
    return loading;
  }

  /** Forgets every URL not listed (a remote moved elsewhere), so old versions do not pile up. */
  retainOnly(urls: Iterable<string>) {
    const keep = new Set(urls);
    for (const url of this.versions.keys()) if (!keep.has(url)) this.versions.delete(url);
  }

  private async revalidate(url: string): Promise<T> {
    const known = this.versions.get(url);
    const response = await this.get(url, known?.etag ?? null);
    if (response.status === 304 && known) return known.value;
    if (!response.ok) {
      this.versions.delete(url);
      throw new HttpStatusError(url, response.status);
    }
    const text = await response.text();
    const hash = createHash('sha256').update(text).digest('hex');
    const etag = response.headers.get('etag');
    if (known?.hash === hash) {
      this.versions.set(url, { ...known, etag });
      return known.value;
    }
    const value = this.parse(text, url);
    this.versions.set(url, { etag, hash, value });
    return value;
  }
}
