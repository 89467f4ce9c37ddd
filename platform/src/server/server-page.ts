import type { PreloadImage } from '@booknook/design-system';
import type { ComponentType } from 'react';

/**
 * The server-rendering contract between the shell and a remote (docs/architecture.md §2, docs/server-rendering.md).
 * A remote that can be rendered on the server builds a second, Node-targeted bundle whose entry exports
 * `serverPages`: for each page it exposes to the browser, the same component plus `load`, which fetches what the
 * page's SWR hooks will ask for, under exactly the keys they use, and says what the page's head and status are.
 */

/** A GET to the API as the visitor (their session cookie forwarded); never rejects for an HTTP status. */
export type ServerApiGet = (path: string) => Promise<{ status: number; body: unknown }>;

export interface ServerPageContext {
  /** The requested URL (path and query) on the public origin. */
  url: URL;
  /** The route's parameters (`bookId` of /books/:bookId). */
  params: Readonly<Record<string, string | undefined>>;
  /** GET an API path relative to /api/v1 (the SWR keys are such paths). */
  api: ServerApiGet;
  /** A path or URL made absolute on the site's public origin (structured data wants absolute URLs). */
  absoluteUrl: (pathOrUrl: string) => string;
}

export type { PreloadImage };

/** What a page's `<head>` says about it (the shell writes the tags). */
export interface PageHead {
  title: string;
  description: string;
  /** Path (and query) of the page's one canonical URL; the shell makes it absolute. */
  canonicalPath: string;
  /** Open Graph type: a book is a product. */
  type?: 'website' | 'product';
  /** Image for link previews, absolute or relative to the site. */
  image?: string;
  imageAlt?: string;
  /**
   * The image of the page's largest paint, fetched first (`<link rel="preload" fetchpriority="high">`), described as the
   * page's `<img>`/`<picture>` chooses it (the design system's `coverPreload`), so the preload is the very file it shows.
   */
  lcpImage?: PreloadImage;
  /** Structured data (schema.org), written as JSON-LD. */
  jsonLd?: Record<string, unknown>;
  /** Keep the page out of search results (a missing book's page). */
  noindex?: boolean;
}

/** An API failure the page's hook would see, as redaxios would report it: `{status, data: {detail}}`. */
export interface SeededError {
  status: number;
  detail?: string;
}

export interface ServerPageData {
  /** HTTP status of the page: 404 for a book the visitor may not see, 410 for a sold one. */
  status: number;
  head: PageHead;
  /** SWR data by key: becomes `<SWRConfig fallback>` on the server and in the browser. */
  fallback: Record<string, unknown>;
  /** SWR errors by key, so that a not-found page renders as not found on both sides. */
  errors: Record<string, SeededError>;
}

export interface ServerPage {
  Component: ComponentType;
  load: (context: ServerPageContext) => Promise<ServerPageData>;
}

/** A remote's server entry: its pages by the exposed module's name (`BookDetailPage` for `./BookDetailPage`). */
export interface ServerRemoteModule {
  serverPages: Readonly<Record<string, ServerPage>>;
}
