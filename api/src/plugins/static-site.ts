import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { globalPlugin } from '../lib/global-plugin';
import { messages } from '../messages';
import { SERVED_MEDIA_DIR } from '../storage/local';
import { VARIANT_CACHE_CONTROL } from '../storage/storage';
import { notFoundHandler } from './errors';

// Serves the built web apps from Node when there is no nginx in front (`npm start`), with the
// same paths and cache policy as production. Files are looked up on every request (nothing is
// listed at start-up), so a remote's dist/ can be replaced while the server runs.

/** URL prefix → folder (relative to the web root) of each Module Federation remote. */
export const REMOTE_DIRS: Readonly<Record<string, string>> = {
  '/remotes/browse/': 'mfe-browse/dist',
  '/remotes/sell/': 'mfe-sell/dist',
  '/remotes/account/': 'mfe-account/dist',
};
export const SHELL_DIR = 'shell/dist';

/** Files that say where everything else is: always revalidated. */
const NO_CACHE_FILES = new Set(['index.html', 'remotes.json', 'mf-manifest.json', 'remoteEntry.js']);
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Paths never answered with the SPA's index.html. */
const NON_SPA_PREFIX = /^\/(api|remotes|media)(\/|$)/;

/** Cache-Control for a file served from `root`: hashed assets under static/ are immutable. */
export function cacheControlFor(root: string, filePath: string): string {
  if (NO_CACHE_FILES.has(path.basename(filePath))) return REVALIDATE;
  const relative = path.relative(root, filePath).split(path.sep);
  return relative[0] === 'static' ? IMMUTABLE : REVALIDATE;
}

async function serveDirectory(app: FastifyInstance, root: string, prefix: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix,
    decorateReply: false,
    wildcard: true,
    // The build writes a Zopfli-compressed .gz beside each hashed asset (shared-ui/build/precompress.ts).
    preCompressed: true,
    cacheControl: false,
    serveDotFiles: false,
    index: ['index.html'],
    setHeaders: (res: { setHeader(name: string, value: string): unknown }, filePath: string) => {
      res.setHeader('cache-control', cacheControlFor(root, filePath));
    },
  });
}

function wantsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/** Unknown GET of an app path from a browser → the shell's index.html; anything else → JSON 404. */
function spaFallback(shellRoot: string) {
  return async function spaNotFoundHandler(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !NON_SPA_PREFIX.test(pathname) && wantsHtml(request);
    if (!isPageRequest) {
      notFoundHandler(request, reply);
      return reply;
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
}

/** The shell at /, the remotes under /remotes/<name>/, SPA fallback for client-side routes. */
export const staticSitePlugin = globalPlugin<StaticSiteOptions & Record<string, unknown>>(
  'booknook-static-site',
  async (app, { webRoot }) => {
    const shellRoot = path.join(webRoot, SHELL_DIR);
    await serveDirectory(app, shellRoot, '/');
    for (const [prefix, dir] of Object.entries(REMOTE_DIRS)) {
      await serveDirectory(app, path.join(webRoot, dir), prefix);
    }
    app.setNotFoundHandler(spaFallback(shellRoot));
  },
);

export interface MediaOptions {
  mediaDir: string;
}

/**
 * The local store's image variants at /media/covers/ (never the originals: only variants are
 * stripped of metadata). Each URL's content never changes (a new image gets a new key).
 */
export const mediaPlugin = globalPlugin<MediaOptions & Record<string, unknown>>('booknook-media', async (app, { mediaDir }) => {
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
});
