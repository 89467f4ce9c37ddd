import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RecordedSpan } from './fixtures/traced-server';
import { startServer, stopServer, waitFor, write, type ServerProcess } from './helpers/server-process';
import { createTestDatabase, DB_SETUP_TIMEOUT_MS, type TestDatabase } from './helpers/test-db';

// Traces (docs/operations.md "Traces"). The `pg` instrumentation needs PostgreSQL: PGlite is not `pg`, and has no spans.
const SPAN_KIND = { server: 1, client: 2 } as const;
const PG_SCOPE = '@opentelemetry/instrumentation-pg';

/**
 * Stands in for shell/dist-server/renderer.js (which `npm run build` makes after the API tests): like the real
 * renderer, it reads the page's data from the API over HTTP with the global fetch(), inside the page request.
 */
const RENDERER = `exports.createRenderer = ({ apiOrigin }) => ({
  render: async ({ url, cookie }) => {
    if (url.startsWith('/broken')) throw new Error('renderer bug');
    // /books → /api/v1/books/, /books/42 → /api/v1/books/42/
    const response = await fetch(apiOrigin + '/api/v1' + url + (url.endsWith('/') ? '' : '/'), { headers: cookie ? { cookie } : {} });
    return { status: response.status, headers: { 'content-type': 'text/html; charset=utf-8' }, html: await response.text() };
  },
});`;

function spansOf(server: ServerProcess): Promise<RecordedSpan[]> {
  return new Promise((resolve) => {
    server.child.once('message', (spans) => resolve(spans as RecordedSpan[]));
    server.child.send('spans');
  });
}

/** The path of an HTTP span, under the old or the stable semantic conventions. */
function pathOf(span: RecordedSpan): string {
  const target = span.attributes['http.target'] ?? span.attributes['url.path'] ?? span.attributes['url.full'];
  return new URL(typeof target === 'string' ? target : '', 'http://x').pathname;
}

/** The spans of the trace a page request to `pagePath` started, once its database spans are in. */
async function traceOfPage(server: ServerProcess, pagePath: string): Promise<RecordedSpan[]> {
  return waitFor(
    async () => {
      const spans = await spansOf(server);
      const page = spans.find((span) => span.kind === SPAN_KIND.server && pathOf(span) === pagePath);
      const trace = page && spans.filter((span) => span.traceId === page.traceId);
      return trace?.some((span) => span.scope === PG_SCOPE) && trace.some((span) => span.kind === SPAN_KIND.client) ? trace : undefined;
    },
    () => `the trace of ${pagePath}`,
    10_000,
  );
}

function traceparent() {
  const traceId = randomBytes(16).toString('hex');
  const spanId = randomBytes(8).toString('hex');
  return { traceId, spanId, header: `00-${traceId}-${spanId}-01` };
}

const describeOnPostgres = process.env.BOOKNOOK_TEST_PG_URL ? describe : describe.skip;

describeOnPostgres('traces with an in-memory exporter (API with its in-process renderer, on PostgreSQL)', () => {
  let testDatabase: TestDatabase | undefined;
  let webRoot: string;
  let dataDir: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    const database = await createTestDatabase('postgresql');
    testDatabase = database;
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'booknook-web-'));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booknook-data-'));
    write(webRoot, 'shell/dist/index.html', '<!doctype html><title>BookNook</title><div id="root"></div>');
    write(webRoot, 'shell/dist-server/renderer.js', RENDERER);
    server = await startServer([path.join(__dirname, 'fixtures', 'traced-server.ts')], {
      DATABASE_URL: database.url,
      WEB_ROOT: webRoot,
      DATA_DIR: dataDir,
    });
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await stopServer(server);
    await testDatabase?.destroy();
    fs.rmSync(webRoot, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives one page request one trace: the page, the renderer’s API call, the API and its queries', async () => {
    const response = await fetch(`${server!.origin}/books`, { headers: { accept: 'text/html' } });
    expect(await response.json()).toMatchObject({ count: 0 });

    const trace = await traceOfPage(server!, '/books');
    const roots = trace.filter((span) => !trace.some((parent) => parent.spanId === span.parentSpanId));
    expect(roots).toHaveLength(1);
    expect(roots[0]).toMatchObject({ kind: SPAN_KIND.server, service: 'booknook-api' });
    expect(pathOf(roots[0]!)).toBe('/books');

    // The renderer's fetch is a client span of the page request; the API's answer to it is its child.
    const rendererCall = trace.find((span) => span.kind === SPAN_KIND.client && pathOf(span) === '/api/v1/books/');
    expect(rendererCall).toBeDefined();
    const apiRequest = trace.find((span) => span.kind === SPAN_KIND.server && span.parentSpanId === rendererCall!.spanId);
    expect(pathOf(apiRequest!)).toBe('/api/v1/books/');
    expect(trace.some((span) => span.scope === '@fastify/otel')).toBe(true);

    // The queries hang under the API's request, not under the page.
    const queries = trace.filter((span) => span.scope === PG_SCOPE);
    const ancestorsOf = (span: RecordedSpan): string[] => {
      const parent = trace.find((candidate) => candidate.spanId === span.parentSpanId);
      return parent ? [parent.spanId, ...ancestorsOf(parent)] : [];
    };
    expect(queries.some((query) => ancestorsOf(query).includes(apiRequest!.spanId))).toBe(true);
  });

  it('continues the trace of an incoming traceparent (from nginx) through the renderer into the queries', async () => {
    const incoming = traceparent();
    // A book's page: the browse list may be answered from the API's in-memory cache, with no query.
    const response = await fetch(`${server!.origin}/books/987654`, { headers: { accept: 'text/html', traceparent: incoming.header } });
    expect(response.status).toBe(404);

    const spans = await waitFor(
      async () => {
        const all = (await spansOf(server!)).filter((span) => span.traceId === incoming.traceId);
        return all.some((span) => span.scope === PG_SCOPE) ? all : undefined;
      },
      () => 'the continued trace',
      10_000,
    );
    const page = spans.find((span) => span.kind === SPAN_KIND.server && pathOf(span) === '/books/987654');
    expect(page?.parentSpanId).toBe(incoming.spanId);
    expect(spans.some((span) => span.kind === SPAN_KIND.server && pathOf(span) === '/api/v1/books/987654/')).toBe(true);
  });

  it('writes the trace id into the log lines of a request', async () => {
    const incoming = traceparent();
    // The renderer fails on this page: the API logs it and sends the plain index.html.
    const response = await fetch(`${server!.origin}/broken`, { headers: { accept: 'text/html', traceparent: incoming.header } });
    expect(response.status).toBe(200);

    const line = await waitFor(
      () =>
        server!
          .output()
          .split('\n')
          .filter((text) => text.startsWith('{'))
          .map((text) => JSON.parse(text) as Record<string, unknown>)
          .find(
            (entry) =>
              String(entry.msg).startsWith('Server rendering failed') &&
              String(entry.err && JSON.stringify(entry.err)).includes('renderer bug'),
          ),
      () => server!.output(),
      10_000,
    );
    expect(line).toMatchObject({ trace_id: incoming.traceId, trace_flags: '01' });
    expect(line.span_id).toMatch(/^[0-9a-f]{16}$/);
  });
});
