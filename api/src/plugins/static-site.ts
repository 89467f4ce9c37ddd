import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../texts';
import { SERVED_MEDIA_DIR } from '../storage/local';
import { VARIANT_CACHE_CONTROL } from '../storage/storage';
import { notFoundHandler } from './errors';

// Serves the built web apps from Node when there is no nginx in front (`npm start`), with the
// same paths and cache policy as production. Files are looked up on every request (nothing is
// listed at start-up), so a remote's dist/ can be replaced while the server runs. What `npm run deploy` publishes
// (the site folder: remotes.json and remotes/<team>/<version>/) comes first (docs/deploys.md).

/** URL prefix → folder (relative to the web root) of each Module Federation remote. */
export const REMOTE_DIRS: Readonly<Record<string, string>> = {
  '/remotes/browse/': 'mfe-browse/dist',
  '/remotes/sell/': 'mfe-sell/dist',
  '/remotes/account/': 'mfe-account/dist',
};
export const SHELL_DIR = 'shell/dist';
/** The shell's server renderer (shell/src/server), built beside its dist/. */
export const RENDERER_FILE = 'shell/dist-server/renderer.js';

/** Files that say where everything else is: always revalidated. */
const NO_CACHE_FILES = new Set(['index.html', 'remotes.json', 'mf-manifest.json', 'remoteEntry.js']);
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Paths never answered with the SPA's index.html. */
const NON_SPA_PREFIX = /^\/(api|remotes|media)(\/|$)/;

/** A release folder of `npm run deploy` (deploys/site.ts VERSION_PATTERN): its hashed assets are immutable too. */
const RELEASE_FOLDER = /^v\d/;

/** Cache-Control for a file served from one of `roots`: hashed assets under static/ (of a release, too) are immutable. */
export function cacheControlFor(roots: string | readonly string[], filePath: string): string {
  if (NO_CACHE_FILES.has(path.basename(filePath))) return REVALIDATE;
  for (const root of typeof roots === 'string' ? [roots] : roots) {
    const relative = path.relative(root, filePath).split(path.sep);
    if (relative[0] === '..') continue;
    if (relative[0] === 'static' || (RELEASE_FOLDER.test(relative[0] ?? '') && relative[1] === 'static')) return IMMUTABLE;
  }
  return REVALIDATE;
}

async function serveDirectory(app: FastifyInstance, root: string | string[], prefix: string, { index }: { index: boolean }): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix,
    decorateReply: false,
    wildcard: true,
    // The build writes a Zopfli-compressed .gz beside each hashed asset (platform/build/precompress.ts).
    preCompressed: true,
    cacheControl: false,
    serveDotFiles: false,
    // The shell's / is a page, rendered like any other (the not-found handler renders pages); a remote's / is its
    // dev harness. Without an index, the root folder would answer 403.
    index: index ? ['index.html'] : false,
    allowedPath: (pathName: string) => index || pathName !== '/',
    setHeaders: (res: { setHeader(name: string, value: string): unknown }, filePath: string) => {
      res.setHeader('cache-control', cacheControlFor(root, filePath));
    },
  });
}

/**
 * A page, not a file: browsers accept `text/html`; link-preview bots and crawlers often accept anything (or say nothing).
 * A path with a file extension is a file that is not there.
 */
function wantsPage(request: FastifyRequest, pathname: string): boolean {
  const accept = request.headers.accept ?? '*/*';
  return (accept.includes('text/html') || accept.includes('*/*')) && !/\.[a-z0-9]+$/i.test(pathname);
}

/** What the shell's renderer module offers (shell/src/server/index.ts); the API loads it at run time, never imports it. */
interface RenderResult {
  status: number;
  headers: Record<string, string | string[]>;
  html: string;
}
interface RendererModule {
  createRenderer(options: { siteOrigin: string; apiOrigin: string; publicUrl: string; templateFile: string }): {
    render(request: { url: string; cookie?: string; acceptLanguage?: string }): Promise<RenderResult>;
  };
}

/**
 * The server renderer, created on first use (this server's own address is known only once it listens): it reads
 * the site's files and the API from this same process over HTTP, as the standalone renderer does from nginx.
 * Null while the shell's server bundle is not built.
 */
function lazyRenderer(app: FastifyInstance, webRoot: string, shellRoot: string) {
  let renderer: ReturnType<RendererModule['createRenderer']> | null = null;
  return async () => {
    if (renderer) return renderer;
    const file = path.join(webRoot, RENDERER_FILE);
    const address = app.server.address() as AddressInfo | null;
    if (!address || !(await fs.stat(file).catch(() => null))) return null;
    // This server, at the address it listens on (loopback when it listens on every interface).
    const host = ['0.0.0.0', '::'].includes(address.address) ? '127.0.0.1' : address.address;
    const origin = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
    const module = createRequire(__filename)(file) as RendererModule;
    renderer = module.createRenderer({
      siteOrigin: origin,
      apiOrigin: origin,
      publicUrl: app.config.publicUrl,
      templateFile: path.join(shellRoot, 'index.html'),
    });
    return renderer;
  };
}

/** Unknown GET of an app path → the page rendered on the server (or the shell's index.html); anything else → JSON 404. */
function pageHandler(app: FastifyInstance, webRoot: string, shellRoot: string) {
  const renderer = lazyRenderer(app, webRoot, shellRoot);
  return async function pageNotFoundHandler(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') && !NON_SPA_PREFIX.test(pathname) && wantsPage(request, pathname);
    if (!isPageRequest) {
      notFoundHandler(request, reply);
      return reply;
    }
    try {
      const rendering = await renderer();
      const page =
        rendering &&
        (await rendering.render({
          url: request.url,
          cookie: request.headers.cookie,
          acceptLanguage: request.headers['accept-language'],
        }));
      if (page) return await reply.code(page.status).headers(page.headers).send(page.html);
    } catch (error) {
      // The browser can still render the page from the plain index.html.
      request.log.error({ err: error }, 'Server rendering failed; sending the plain index.html');
    }
    let html: Buffer;
    try {
      html = await fs.readFile(path.join(shellRoot, 'index.html'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      return reply
        .code(503)
        .type('text/html; charset=utf-8')
        .header('cache-control', REVALIDATE)
        .send(`<!doctype html><title>BookNook</title><p>${messages.errors.webAppNotBuilt}</p>`);
    }
    return reply.code(200).type('text/html; charset=utf-8').header('cache-control', REVALIDATE).send(html);
  };
}

export interface StaticSiteOptions {
  /** Repository root: holds shell/dist and the remotes' dist folders. */
  webRoot: string;
  /** Where deploys are published (remotes.json, remotes/<team>/<version>/); none: the builds in place only. */
  siteDir?: string;
}

/** /remotes.json: the deployed one when there is one, else the shell's built one; with an ETag the renderer revalidates. */
function remotesJsonRoute(app: FastifyInstance, shellRoot: string, siteDir: string | undefined) {
  app.get('/remotes.json', async (request, reply) => {
    let body: Buffer | null = null;
    for (const file of [siteDir && path.join(siteDir, 'remotes.json'), path.join(shellRoot, 'remotes.json')]) {
      if (!file) continue;
      body = await fs.readFile(file).catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      });
      if (body) break;
    }
    if (!body) {
      notFoundHandler(request, reply);
      return reply;
    }
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    reply.header('cache-control', REVALIDATE).header('etag', etag).type('application/json; charset=utf-8');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(body);
  });
}

/** The shell at /, the remotes under /remotes/<name>/, SPA fallback for client-side routes. */
export const staticSitePlugin = fp<StaticSiteOptions & Record<string, unknown>>(
  async (app, { webRoot, siteDir }) => {
    const shellRoot = path.join(webRoot, SHELL_DIR);
    remotesJsonRoute(app, shellRoot, siteDir);
    await serveDirectory(app, shellRoot, '/', { index: false });
    for (const [prefix, dir] of Object.entries(REMOTE_DIRS)) {
      // A release folder (/remotes/browse/v2026.../) is found in the site; anything else in the package's dist/.
      const releases = siteDir && path.join(siteDir, prefix);
      if (releases) await fs.mkdir(releases, { recursive: true });
      const roots = releases ? [releases, path.join(webRoot, dir)] : path.join(webRoot, dir);
      await serveDirectory(app, roots, prefix, { index: true });
    }
    app.setNotFoundHandler(pageHandler(app, webRoot, shellRoot));
  },
  { name: 'booknook-static-site' },
);

export interface MediaOptions {
  mediaDir: string;
}

/**
 * The local store's image variants at /media/covers/ (never the originals: only variants are
 * stripped of metadata). Each URL's content never changes (a new image gets a new key).
 */
export const mediaPlugin = fp<MediaOptions & Record<string, unknown>>(
  async (app, { mediaDir }) => {
    const served = path.join(mediaDir, SERVED_MEDIA_DIR);
    await fs.mkdir(served, { recursive: true });
    await app.register(fastifyStatic, {
      root: served,
      prefix: `/media/${SERVED_MEDIA_DIR}/`,
      decorateReply: false,
      wildcard: true,
      cacheControl: false,
      serveDotFiles: false,
      index: false,
      setHeaders: (res: { setHeader(name: string, value: string): unknown }) => {
        res.setHeader('cache-control', VARIANT_CACHE_CONTROL);
      },
    });
  },
  { name: 'booknook-media' },
);
