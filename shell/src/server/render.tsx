import { readFile, stat } from 'node:fs/promises';
import type { ComponentType, ReactNode } from 'react';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import {
  createI18n,
  loadLanguage,
  translator,
  type InitialAppState,
  type SeededError,
  type ServerApiGet,
  type ServerPageData,
  type ServerRemoteModule,
  type SessionState,
} from '@booknook/platform';
import { App } from '../app/app';
import type { PageState } from '../app/page-state';
import { ServerStatus } from '../app/server-status';
import { freshBooksKey } from '../features/home/fresh-books';
import type { RemotePageId } from '../federation/load-remote-page';
import { allEntries, chooseLocations, hasCanaries, type RemoteName, type RemotesDocument } from '../federation/remote-locations';
import { ServerRemotePages } from '../federation/server-remote-pages';
import { messages } from '../messages';
import { registerShellCatalogues } from '../i18n/shell-catalogues';
import { fillTemplate, headTags, preloadTags } from './document';
import { choosePageLanguage } from './page-language';
import { evaluateRemoteServerCode } from './remote-code';
import { remoteAssignmentFetcher } from './remote-assignment';
import { renderToHtml } from './render-to-html';
import { HttpStatusError, RevalidatingCache } from './revalidating-cache';
import { sessionBucket } from './session-bucket';
import { matchRemoteRoute, shellHead } from './shell-head';
import { isSuspendedAnswer, suspendedNoticeKey, suspendedRedirect } from './suspended-visit';
import { withTimeout } from './with-timeout';

export interface RendererOptions {
  /** Where the renderer reads the site's own files (remotes.json, the remotes' manifests and server code). */
  siteOrigin: string;
  /** Where the API is (its paths start with /api/v1). */
  apiOrigin: string;
  /** The site's public origin: canonical and Open Graph URLs. */
  publicUrl: string;
  /** The shell's built index.html. */
  templateFile: string;
  /** Origins whose remote server code may run here (it runs with the server's rights). Default: siteOrigin. */
  trustedRemoteOrigins?: readonly string[];
  /** How long a remote's server code may take to load before its page is left to the browser. */
  remoteTimeoutMs?: number;
  /** How long an API call of the render may take. */
  apiTimeoutMs?: number;
  /** How long React may take to render before what is unfinished is left to the browser. */
  renderTimeoutMs?: number;
  log?: Pick<Console, 'warn' | 'error'>;
}

export interface RenderRequest {
  /** Path and query, as requested. */
  url: string;
  /** The visitor's Cookie header: their session, forwarded to the API, and their language (`lang`). */
  cookie?: string;
  /** The browser's languages: a first visit's page is in the first one BookNook speaks. */
  acceptLanguage?: string;
}

export interface RenderResult {
  status: number;
  headers: Record<string, string | string[]>;
  html: string;
}

export interface Renderer {
  render(request: RenderRequest): Promise<RenderResult>;
}

const SESSION_COOKIE = /(?:^|;\s*)sessionid=[^;]/;
const REMOTES_PATH = '/remotes.json';
/** A remote's server bundle, beside its mf-manifest.json (platform/build/remote-config.ts). */
const REMOTE_SERVER_ENTRY = 'server/remoteEntry.js';

/** The parts of mf-manifest.json the renderer reads: what to preload for a page. */
interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name: string; assets?: { js?: { sync?: string[] } } }[];
}

export function createRenderer(options: RendererOptions): Renderer {
  registerShellCatalogues();
  const { siteOrigin, apiOrigin, publicUrl, templateFile, log = console } = options;
  const trusted = new Set((options.trustedRemoteOrigins ?? [siteOrigin]).map((origin) => new URL(origin).origin));
  const remoteTimeoutMs = options.remoteTimeoutMs ?? 2000;
  const apiTimeoutMs = options.apiTimeoutMs ?? 5000;
  const renderTimeoutMs = options.renderTimeoutMs ?? 5000;

  const conditionalGet = (url: string, etag: string | null) =>
    fetch(url, { headers: etag ? { 'if-none-match': etag } : {}, signal: AbortSignal.timeout(remoteTimeoutMs) });
  const remoteLocations = new RevalidatingCache<RemotesDocument>(conditionalGet, (text) => JSON.parse(text) as RemotesDocument);
  const manifests = new RevalidatingCache<FederationManifest>(conditionalGet, (text) => JSON.parse(text) as FederationManifest);
  const remoteCode = new RevalidatingCache<ServerRemoteModule>(conditionalGet, evaluateRemoteServerCode);
  const remoteAssignment = remoteAssignmentFetcher(apiOrigin, apiTimeoutMs, log);

  let template: { mtimeMs: number; text: string } | null = null;
  async function readTemplate(): Promise<string> {
    const { mtimeMs } = await stat(templateFile);
    if (template?.mtimeMs !== mtimeMs) template = { mtimeMs, text: await readFile(templateFile, 'utf8') };
    return template.text;
  }

  const absoluteUrl = (pathOrUrl: string) => new URL(pathOrUrl, publicUrl).href;
  /** A URL for the browser: a path when it is on the public origin. */
  const browserUrl = (url: URL) => (url.origin === new URL(publicUrl).origin ? `${url.pathname}${url.search}` : url.href);

  function apiFor(cookie: string | undefined): ServerApiGet {
    return async (path) => {
      try {
        const response = await fetch(`${apiOrigin}/api/v1${path}`, {
          headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) },
          signal: AbortSignal.timeout(apiTimeoutMs),
        });
        const body: unknown = await response.json().catch(() => null);
        return { status: response.status, body };
      } catch (error) {
        log.warn(`API call ${path} failed while rendering`, error);
        return { status: 503, body: null };
      }
    };
  }

  async function readSession(api: ServerApiGet, cookie: string | undefined): Promise<SessionState | 'suspended' | undefined> {
    // No session cookie: a guest for sure. With one, the API says who it is (or the browser asks again later).
    if (!cookie || !SESSION_COOKIE.test(cookie)) return { status: 'guest', user: null };
    const answer = await api('/users/me/');
    if (answer.status === 200)
      return { status: 'authenticated', user: answer.body as Extract<SessionState, { status: 'authenticated' }>['user'] };
    if (answer.status === 401) return { status: 'guest', user: null };
    return isSuspendedAnswer(answer.status) ? 'suspended' : undefined;
  }

  async function readRemoteLocations(): Promise<RemotesDocument> {
    try {
      return await remoteLocations.load(new URL(REMOTES_PATH, siteOrigin).href);
    } catch (error) {
      log.warn('Could not read the remote locations; remote pages are rendered in the browser', error);
      return {};
    }
  }

  /** What the browser will fetch for a remote page, to preload: the manifest, the remote entry, the page's chunks. */
  async function remotePreloads(id: RemotePageId, location: string): Promise<{ manifest?: string; scripts: string[] }> {
    const exposed = id.split('/')[1];
    const browserManifestUrl = new URL(location, publicUrl);
    try {
      const manifest = await withTimeout(manifests.load(new URL(location, siteOrigin).href), remoteTimeoutMs, `reading ${location}`);
      const entry = manifest.metaData?.remoteEntry;
      const scripts = [
        `${entry?.path ?? ''}${entry?.name ?? 'remoteEntry.js'}`,
        ...(manifest.exposes?.find((e) => e.name === exposed)?.assets?.js?.sync ?? []),
      ];
      return {
        manifest: browserUrl(browserManifestUrl),
        scripts: scripts.map((script) => browserUrl(new URL(script, browserManifestUrl))),
      };
    } catch (error) {
      log.warn(`No preloads for ${id}: its manifest could not be read`, error);
      return { scripts: [] };
    }
  }

  /** A remote page's server code and data, or null: then the browser renders it (a failure is logged). */
  async function loadServerPage(
    id: RemotePageId,
    location: string,
    context: { url: URL; params: Record<string, string | undefined>; api: ServerApiGet },
  ): Promise<{ Component: ComponentType; data: ServerPageData } | null> {
    const exposed = id.split('/')[1] ?? '';
    const serverEntry = new URL(REMOTE_SERVER_ENTRY, new URL(location, siteOrigin));
    if (!trusted.has(serverEntry.origin)) return null;
    try {
      const module = await withTimeout(remoteCode.load(serverEntry.href), remoteTimeoutMs, `loading ${id} on the server`);
      const page = module.serverPages[exposed];
      if (!page) return null;
      return { Component: page.Component, data: await page.load({ ...context, absoluteUrl }) };
    } catch (error) {
      // A remote without a server bundle is rendered in the browser by design; anything else is worth a line.
      if (!(error instanceof HttpStatusError && error.status === 404)) {
        log.error(`${id} is rendered in the browser: its server code failed`, error);
      }
      return null;
    }
  }

  async function render({ url: requestUrl, cookie, acceptLanguage }: RenderRequest): Promise<RenderResult> {
    const url = new URL(requestUrl, publicUrl);
    const api = apiFor(cookie);
    const route = matchRemoteRoute(url.pathname);
    const [templateText, sessionAnswer, remotesDocument, homeBooks] = await Promise.all([
      readTemplate(),
      readSession(api, cookie),
      readRemoteLocations(),
      url.pathname === '/' ? api(freshBooksKey) : Promise.resolve(null),
    ]);
    const suspended = sessionAnswer === 'suspended';
    const away = suspended ? suspendedRedirect(url.pathname) : null;
    if (away) return away;
    const session = suspended ? ({ status: 'guest', user: null } as const) : sessionAnswer;
    // Canaries and live versions both stay cached: sessions of both are rendered at once.
    remoteCode.retainOnly(allEntries(remotesDocument).map((location) => new URL(REMOTE_SERVER_ENTRY, new URL(location, siteOrigin)).href));
    const bucket = sessionBucket(cookie, publicUrl, hasCanaries(remotesDocument));
    const locations = chooseLocations(remotesDocument, bucket.value);

    const assignment = remoteAssignment(locations);

    const location = route && locations[route.id.split('/')[0] as RemoteName];
    const [remotePage, preload] =
      route && location
        ? await Promise.all([loadServerPage(route.id, location, { url, params: route.params, api }), remotePreloads(route.id, location)])
        : [null, { scripts: [] }];
    const fallback: Record<string, unknown> = { ...remotePage?.data.fallback };
    const errors: Record<string, SeededError> = { ...remotePage?.data.errors };
    if (homeBooks?.status === 200) fallback[freshBooksKey] = homeBooks.body;
    const noticeKey = suspended ? suspendedNoticeKey(url.pathname) : null;
    const notice = noticeKey ? await api(noticeKey) : null;
    if (noticeKey && notice?.status === 200) fallback[noticeKey] = notice.body;
    const { language, setCookie: languageCookie } = choosePageLanguage(url, { cookie, acceptLanguage, session });
    // Catalogues are fetched once per process; each request gets an instance of its own.
    await loadLanguage(language);
    const i18n = createI18n(language);
    const initial: InitialAppState = { session, fallback, errors, language };

    const serverPages = new Map<RemotePageId, ComponentType>(remotePage && route ? [[route.id, remotePage.Component]] : []);
    const response = { status: remotePage?.data.status ?? 200 };
    const sheet = new ServerStyleSheet();
    let body: string;
    let styles: string;
    try {
      const Router = ({ children }: { children: ReactNode }) => (
        <StaticRouter location={`${url.pathname}${url.search}`}>{children}</StaticRouter>
      );
      body = await renderToHtml(
        sheet.collectStyles(
          <ServerStatus.Provider value={response}>
            <ServerRemotePages.Provider value={serverPages}>
              <App initial={initial} router={Router} i18n={i18n} />
            </ServerRemotePages.Provider>
          </ServerStatus.Provider>,
        ),
        renderTimeoutMs,
        log,
      );
      styles = sheet.getStyleTags();
    } finally {
      sheet.seal();
    }

    // React writes what it hoists first: the preloads it wants (images with fetchpriority="high") and the page's
    // <title> (the design system's PageTitle). They belong in the head; the browser then adopts that same <title>.
    const reactHoisted = /^(?:<link [^>]*\/>|<meta [^>]*\/>|<title>[^<]*<\/title>)+/.exec(body)?.[0] ?? '';
    body = body.slice(reactHoisted.length);
    const reactTitle = /<title>[^<]*<\/title>/.exec(reactHoisted)?.[0];
    const reactPreloads = reactTitle ? reactHoisted.replace(reactTitle, '') : reactHoisted;
    const head = remotePage?.data.head ?? shellHead(url.pathname, response.status, translator(i18n));
    const lcpImage = head.lcpImage && !reactPreloads.includes(`href="${head.lcpImage.href}"`) ? head.lcpImage : undefined;
    const state: PageState = { remotes: locations, app: initial, remoteAssignment: await assignment };
    const html = fillTemplate(templateText, {
      head:
        (reactTitle ?? '') +
        headTags(head, absoluteUrl, messages.productName, { title: !reactTitle, language }) +
        reactPreloads +
        preloadTags({ ...preload, image: lcpImage }),
      styles,
      body,
      state,
      language,
    });
    const setCookies = [bucket.setCookie, languageCookie].filter((c): c is string => c !== undefined);
    const member = session?.status !== 'guest';
    return {
      status: response.status,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        // A member's page is theirs alone: never stored by a shared cache. A guest's may be, but is revalidated (not
        // one that sets this session's canary bucket: that page holds the versions of its bucket).
        'cache-control': member ? 'private, no-store' : setCookies.length > 0 ? 'private, no-cache' : 'no-cache',
        // A guest's first page follows their browser's languages.
        vary: 'Cookie, Accept-Language',
        ...(setCookies.length > 0 && { 'set-cookie': setCookies }),
      },
      html,
    };
  }

  return { render };
}
