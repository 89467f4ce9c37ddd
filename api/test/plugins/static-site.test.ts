import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { CONTENT_SECURITY_POLICY } from '../../src/plugins/security-headers';
import { noDatabase, write } from '../helpers/static-site';
import { testConfig } from '../helpers/test-app';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
/** The CSP source of the inline script the shell puts first in every page (the taps held before hydration). */
const EARLY_TAPS_HASH = `sha256-${createHash('sha256')
  .update(fs.readFileSync(path.join(REPO_ROOT, 'shell', 'src', 'early-taps', 'early-taps.js')))
  .digest('base64')}`;

// Serving files touches no database; the session plugin only queries when a sessionid cookie is sent.
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('static site (WEB_ROOT)', () => {
  let webRoot: string;
  let dataDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'booknook-web-'));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booknook-data-'));
    write(webRoot, 'shell/dist/index.html', '<!doctype html><title>BookNook</title><div id="root"></div>');
    write(webRoot, 'shell/dist/remotes.json', '{"browse":"/remotes/browse/mf-manifest.json"}');
    write(webRoot, 'shell/dist/favicon.ico', 'icon');
    write(webRoot, 'shell/dist/static/js/index.1a2b3c.js', 'console.log("shell")');
    fs.writeFileSync(path.join(webRoot, 'shell/dist/static/js/index.1a2b3c.js.gz'), gzipSync('console.log("shell")'));
    write(webRoot, 'mfe-browse/dist/mf-manifest.json', '{"name":"browse","v":1}');
    write(webRoot, 'mfe-browse/dist/remoteEntry.js', 'var browse_v1');
    write(webRoot, 'mfe-browse/dist/static/js/async/123.abcd.js', 'chunk');
    write(webRoot, 'mfe-sell/dist/remoteEntry.js', 'var sell');
    write(dataDir, 'media/books/abc.png', 'png-bytes');
    write(dataDir, 'media/covers/abc/240w.webp', 'webp-bytes');
    // mfe-account/dist deliberately missing: it may be built after the server starts.
    app = await buildApp({ config: testConfig({ webRoot, dataDir }), database: noDatabase });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

  it('serves the precompressed copy of a hashed asset to a client that accepts gzip, the file itself to others', async () => {
    const gzipped = await app.inject({ url: '/static/js/index.1a2b3c.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['content-type']).toMatch(/javascript/);
    expect(gzipped.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe('console.log("shell")');

    const plain = await app.inject({ url: '/static/js/index.1a2b3c.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("shell")');
  });

  it('serves the shell at / with no-cache, the CSP and the security headers', async () => {
    const response = await app.inject({ url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers).toMatchObject({
      'cache-control': 'no-cache',
      'content-security-policy': CONTENT_SECURITY_POLICY,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    const scriptSource = `script-src 'self' '${EARLY_TAPS_HASH}' 'wasm-unsafe-eval'`;
    expect(CONTENT_SECURITY_POLICY).toBe(
      `default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; ${scriptSource}; ` +
        "connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
    );
  });

  it("allows the page's one inline script by its hash, here and in the production nginx.conf", () => {
    // When shell/src/early-taps/early-taps.js changes, its new hash goes in both policies (security-headers.ts, nginx.conf).
    const nginxPolicy = /Content-Security-Policy "([^"]+)"/.exec(fs.readFileSync(path.join(REPO_ROOT, 'nginx.conf'), 'utf8'))?.[1];
    // And WebAssembly compiled from the site's own files (Sell's barcode reader), in both.
    expect(nginxPolicy).toContain(`script-src 'self' '${EARLY_TAPS_HASH}' 'wasm-unsafe-eval';`);
    expect(CONTENT_SECURITY_POLICY).toContain(`script-src 'self' '${EARLY_TAPS_HASH}' 'wasm-unsafe-eval';`);
  });

  it('falls back to index.html for client-side routes that accept HTML', async () => {
    for (const url of ['/books', '/books/42?x=1', '/mybooks', '/bookMarks', '/no/such/page']) {
      const response = await app.inject({ url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    }
  });

  it('does not fall back for /api, /remotes, /media or non-HTML requests', async () => {
    const cases = [
      { url: '/api/v1/nothing', headers: html },
      { url: '/remotes/browse/missing.js', headers: html },
      { url: '/remotes/account/remoteEntry.js', headers: html },
      { url: '/media/books/missing.png', headers: html },
      { url: '/static/js/missing.js', headers: { accept: '*/*' } },
    ];
    for (const { url, headers } of cases) {
      const response = await app.inject({ url, headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('caches hashed assets for a year and revalidates the entry points', async () => {
    const expectations: Array<[string, string]> = [
      ['/static/js/index.1a2b3c.js', IMMUTABLE],
      ['/remotes.json', 'no-cache'],
      ['/favicon.ico', 'no-cache'],
      ['/remotes/browse/mf-manifest.json', 'no-cache'],
      ['/remotes/browse/remoteEntry.js', 'no-cache'],
      ['/remotes/browse/static/js/async/123.abcd.js', IMMUTABLE],
      ['/remotes/sell/remoteEntry.js', 'no-cache'],
    ];
    for (const [url, cacheControl] of expectations) {
      const response = await app.inject({ url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect({ url, cacheControl: response.headers['cache-control'] }).toEqual({ url, cacheControl });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
    const js = await app.inject({ url: '/remotes/browse/remoteEntry.js' });
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers['content-security-policy']).toBeUndefined();
  });

  it('reads the directories per request, so a remote can be deployed while the server runs', async () => {
    write(webRoot, 'mfe-browse/dist/mf-manifest.json', '{"name":"browse","v":2}');
    const updated = await app.inject({ url: '/remotes/browse/mf-manifest.json' });
    expect(updated.json()).toEqual({ name: 'browse', v: 2 });

    write(webRoot, 'mfe-account/dist/remoteEntry.js', 'var account');
    const late = await app.inject({ url: '/remotes/account/remoteEntry.js' });
    expect(late.statusCode).toBe(200);
    expect(late.body).toBe('var account');
  });

  it('serves image variants from DATA_DIR/media/covers, never originals', async () => {
    const response = await app.inject({ url: '/media/covers/abc/240w.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('webp-bytes');
    expect((await app.inject({ url: '/media/books/abc.png' })).statusCode).toBe(404);
  });

  it('does not serve files outside the roots', async () => {
    for (const url of ['/../mfe-sell/dist/remoteEntry.js', '/remotes/browse/..%2f..%2fshell/dist/index.html']) {
      const response = await app.inject({ url, headers: { accept: '*/*' } });
      expect(response.statusCode).not.toBe(200);
    }
    // A path without an extension is a page: the app's (its 404 page), never the file.
    const passwd = await app.inject({ url: '/%2e%2e/%2e%2e/etc/passwd', headers: { accept: '*/*' } });
    expect(passwd.body).toContain('<div id="root">');
    expect(passwd.body).not.toContain('root:');
  });

  it('answers link-preview bots that accept anything (or say nothing) with the page', async () => {
    for (const headers of [{ accept: '*/*' }, {}]) {
      const response = await app.inject({ url: '/books/42', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('explains a missing shell build instead of a blank page', async () => {
    const emptyRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'booknook-web-'));
    const bare = await buildApp({ config: testConfig({ webRoot: emptyRoot, dataDir }), database: noDatabase });
    try {
      const response = await bare.inject({ url: '/books', headers: html });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('npm run build');
    } finally {
      await bare.close();
      fs.rmSync(emptyRoot, { recursive: true, force: true });
    }
  });
});

describe('server rendering (shell/dist-server/renderer.js)', () => {
  let webRoot: string;
  let dataDir: string;
  let app: FastifyInstance;
  const renderer = `exports.createRenderer = (options) => ({
    render: async ({ url, cookie }) => {
      if (url.startsWith('/broken')) throw new Error('renderer bug');
      return {
        status: url.startsWith('/books/7') ? 410 : 200,
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', vary: 'Cookie' },
        html: '<p>rendered ' + url + ' for ' + (cookie || 'a guest') + ' reading ' + options.siteOrigin + '</p>',
      };
    },
  });`;

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'booknook-web-'));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booknook-data-'));
    write(webRoot, 'shell/dist/index.html', '<!doctype html><title>BookNook</title><div id="root"></div>');
    write(webRoot, 'shell/dist-server/renderer.js', renderer);
    app = await buildApp({ config: testConfig({ webRoot, dataDir }), database: noDatabase });
    // The renderer reads the site from this very server: it must listen.
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("sends the renderer's page with its status and headers, the visitor's cookie forwarded, the CSP added", async () => {
    const response = await app.inject({ url: '/books/7', headers: { accept: 'text/html', cookie: 'sessionid=abc' } });
    expect(response.statusCode).toBe(410);
    expect(response.body).toMatch(/^<p>rendered \/books\/7 for sessionid=abc reading http:\/\/127\.0\.0\.1:\d+<\/p>$/);
    expect(response.headers).toMatchObject({ vary: 'Cookie', 'content-security-policy': CONTENT_SECURITY_POLICY });
  });

  it('renders / too (not the static index.html)', async () => {
    const response = await app.inject({ url: '/', headers: { accept: '*/*' } });
    expect(response.body).toContain('rendered / for a guest');
  });

  it('falls back to the plain index.html when the renderer fails, so the browser renders the page', async () => {
    const response = await app.inject({ url: '/broken', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });
});

describe('without WEB_ROOT', () => {
  it('answers every unknown path with a JSON 404', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booknook-data-'));
    const app = await buildApp({ config: testConfig({ webRoot: undefined, dataDir }), database: noDatabase });
    try {
      const response = await app.inject({ url: '/books', headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
