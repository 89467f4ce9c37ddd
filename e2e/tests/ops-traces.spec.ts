import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../support/ports';
import { REPO_ROOT } from '../support/stack-config';

// Issue 28 "Traces", the production path (docs/operations.md "Traces"): a page request that reaches nginx with a
// W3C traceparent is one trace in the collector, through the standalone renderer (its fetch to the API) into the
// API and its PostgreSQL queries. Its own stack (private PostgreSQL, an API, nginx and a renderer on free ports),
// both processes sending OTLP over HTTP to a stand-in collector.

interface Stoppable {
  url: string;
  stop(): Promise<void>;
}
interface ReceivedSpan {
  service: string;
  scope: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  kind: number;
  name: string;
}
/** The OTLP/HTTP JSON the exporters post, as far as this test reads it. */
interface ExportRequest {
  resourceSpans: {
    resource: { attributes: { key: string; value: { stringValue?: string } }[] };
    scopeSpans: { scope: { name: string }; spans: Omit<ReceivedSpan, 'service' | 'scope'>[] }[];
  }[];
}

const SPAN_KIND_SERVER = 2; // OTLP's numbering: 1 internal, 2 server, 3 client
const SPAN_KIND_CLIENT = 3;
const importScript = (name: string) => import(path.join(REPO_ROOT, 'scripts', name)) as Promise<Record<string, unknown>>;

async function startCollector(): Promise<{ server: Server; url: string; spans: ReceivedSpan[] }> {
  const spans: ReceivedSpan[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      for (const resourceSpans of (JSON.parse(body) as ExportRequest).resourceSpans) {
        const service = resourceSpans.resource.attributes.find((attribute) => attribute.key === 'service.name')?.value.stringValue ?? '';
        for (const { scope, spans: scoped } of resourceSpans.scopeSpans)
          spans.push(...scoped.map((span) => ({ ...span, service, scope: scope.name })));
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${port}`, spans };
}

async function startApi(port: number, env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'api', 'dist', 'server.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect.poll(() => output, { timeout: 60_000 }).toContain('BookNook is running');
  return {
    child,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
    },
  };
}

test('a traceparent at nginx is one trace through the renderer, the API and its queries', async () => {
  test.setTimeout(120_000);
  const stack: Stoppable[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'booknook-traces-'));
  const collector = await startCollector();
  const traces = { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url };
  try {
    const { startPostgres } = (await importScript('pg-sandbox.mjs')) as { startPostgres: () => Promise<Stoppable> };
    const postgres = await startPostgres();
    stack.push(postgres);
    const [apiPort, nginxPort] = [await freePort(), await freePort()];
    const api = await startApi(apiPort, { ...traces, DATABASE_URL: postgres.url, DATA_DIR: dataDir });
    stack.push({ url: '', stop: api.stop });
    const { startNginx } = (await importScript('nginx-local.mjs')) as {
      startNginx: (o: { port: number; api: string; dataDir: string; rendererEnv: NodeJS.ProcessEnv }) => Promise<Stoppable>;
    };
    const nginx = await startNginx({ port: nginxPort, api: `127.0.0.1:${apiPort}`, dataDir, rendererEnv: traces });
    stack.push(nginx);

    const traceId = randomBytes(16).toString('hex');
    const incomingSpanId = randomBytes(8).toString('hex');
    const response = await fetch(`${nginx.url}/books`, {
      headers: { accept: 'text/html', traceparent: `00-${traceId}-${incomingSpanId}-01` },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('id="booknook-state"');

    // A clean stop sends what each process still holds in its batch.
    for (const running of stack.splice(1).reverse()) await running.stop();

    const trace = collector.spans.filter((span) => span.traceId === traceId);
    const page = trace.find((span) => span.service === 'booknook-renderer' && span.kind === SPAN_KIND_SERVER);
    expect(page?.parentSpanId).toBe(incomingSpanId);
    const rendererCalls = trace.filter((span) => span.service === 'booknook-renderer' && span.kind === SPAN_KIND_CLIENT);
    expect(rendererCalls.length).toBeGreaterThan(0);
    const apiRequests = trace.filter((span) => span.service === 'booknook-api' && span.kind === SPAN_KIND_SERVER);
    expect(apiRequests.some((request) => rendererCalls.some((call) => call.spanId === request.parentSpanId))).toBe(true);
    expect(trace.some((span) => span.service === 'booknook-api' && span.scope === '@opentelemetry/instrumentation-pg')).toBe(true);
    console.log(`traces: ${trace.length} spans in the page's trace (${new Set(trace.map((span) => span.service)).size} services)`);
  } finally {
    for (const running of stack.reverse()) await running.stop();
    await new Promise((resolve) => collector.server.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
});
