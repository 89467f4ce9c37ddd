// The server renderer on its own, for production behind nginx (docs/server-rendering.md): nginx sends the HTML
// routes here and serves the static files itself. Loaded by standalone.ts, after traces have started when wanted.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createRenderer } from './render';
import { flushTraces } from './traces';

const env = (name: string, fallback: string) => process.env[name]?.trim() || fallback;

const port = Number(env('PORT', '8100'));
const host = env('HOST', '127.0.0.1');
const siteOrigin = env('SITE_URL', 'http://127.0.0.1:8080');
const templateFile = env('TEMPLATE_FILE', path.join(__dirname, '..', 'dist', 'index.html'));
const renderer = createRenderer({
  siteOrigin,
  apiOrigin: env('API_URL', 'http://127.0.0.1:8000'),
  publicUrl: env('PUBLIC_URL', siteOrigin),
  templateFile,
  trustedRemoteOrigins: env('SSR_REMOTE_ORIGINS', siteOrigin).split(','),
});

const server = createServer((request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'application/json' }).end('{"detail":"Method not allowed."}');
    return;
  }
  renderer.render({ url: request.url ?? '/', cookie: request.headers.cookie, acceptLanguage: request.headers['accept-language'] }).then(
    ({ status, headers, html }) => {
      response.writeHead(status, headers).end(request.method === 'HEAD' ? undefined : html);
    },
    (error: unknown) => {
      console.error('Could not render', request.url, error);
      // The plain index.html: the browser renders the page by itself.
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }).end(readFileSync(templateFile));
    },
  );
});

server.listen(port, host, () => {
  const { port: listening } = server.address() as AddressInfo;
  console.log(`BookNook renderer on http://${host}:${listening} (site ${siteOrigin})`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => void flushTraces().then(() => process.exit(0))));
}
