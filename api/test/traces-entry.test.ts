import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startServer, stopServer, type ServerProcess } from './helpers/server-process';
import { createTestDatabase, DB_SETUP_TIMEOUT_MS, type TestDatabase } from './helpers/test-db';

// server.ts as operators run it (docs/operations.md "Traces"): without OTEL_EXPORTER_OTLP_ENDPOINT nothing of
// OpenTelemetry is loaded; with it, the instrumentations are in place before `pg` is, and spans reach the collector.
const SERVER_TS = path.resolve(__dirname, '..', 'src', 'server.ts');
const REPORT_PACKAGES = path.join(__dirname, 'fixtures', 'report-packages.cjs');
/** The SDK and the instrumentations. Not @opentelemetry/api, the no-op facade: prom-client requires it in any case. */
const TRACING_PACKAGE = /^(@opentelemetry\/(?!api$)|@fastify\/otel$)/;

/** The OTLP/HTTP JSON the exporter sends, as far as the test reads it. */
interface ExportRequest {
  resourceSpans: {
    resource: { attributes: { key: string; value: { stringValue?: string } }[] };
    scopeSpans: { scope: { name: string }; spans: { traceId: string; name: string }[] }[];
  }[];
}

/** A stand-in collector: keeps what is posted to /v1/traces. */
function startCollector(): Promise<{ server: Server; origin: string; received: ExportRequest[] }> {
  const received: ExportRequest[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url === '/v1/traces') received.push(JSON.parse(body) as ExportRequest);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received }),
    ),
  );
}

function loadedPackages(server: ServerProcess): string[] {
  const line = /loaded packages: (.*)/.exec(server.output());
  if (!line) throw new Error(`no package report in: ${server.output()}`);
  return JSON.parse(line[1]!) as string[];
}

const describeOnPostgres = process.env.BOOKNOOK_TEST_PG_URL ? describe : describe.skip;

describeOnPostgres('server.ts and OTEL_EXPORTER_OTLP_ENDPOINT (on PostgreSQL)', () => {
  let testDatabase: TestDatabase | undefined;
  let dataDir: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    testDatabase = await createTestDatabase('postgresql');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booknook-data-'));
  }, DB_SETUP_TIMEOUT_MS);

  afterEach(() => stopServer(server));

  afterAll(async () => {
    await testDatabase?.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const start = (env: NodeJS.ProcessEnv) =>
    startServer(['-r', REPORT_PACKAGES, SERVER_TS], { DATABASE_URL: testDatabase!.url, DATA_DIR: dataDir, WEB_ROOT: '', ...env });

  it('loads nothing of OpenTelemetry when no collector is named', async () => {
    server = await start({ OTEL_EXPORTER_OTLP_ENDPOINT: '' });
    expect((await fetch(`${server.origin}/api/v1/books/1/`)).status).toBe(404);
    await stopServer(server);

    const packages = loadedPackages(server);
    expect(packages).toContain('pg');
    expect(packages.filter((name) => TRACING_PACKAGE.test(name))).toEqual([]);
  });

  it('hooks pg before it is loaded and sends the spans of a request to the collector, under OTEL_SERVICE_NAME', async () => {
    const collector = await startCollector();
    try {
      server = await start({ OTEL_EXPORTER_OTLP_ENDPOINT: collector.origin, OTEL_SERVICE_NAME: 'booknook-api-test' });
      const traceId = randomBytes(16).toString('hex');
      const traceparent = `00-${traceId}-${randomBytes(8).toString('hex')}-01`;
      expect((await fetch(`${server.origin}/api/v1/books/1/`, { headers: { traceparent } })).status).toBe(404);
      // A clean stop sends the spans still batched.
      await stopServer(server);

      const packages = loadedPackages(server);
      expect(packages.indexOf('@opentelemetry/instrumentation-pg')).toBeGreaterThan(-1);
      expect(packages.indexOf('@opentelemetry/instrumentation-pg')).toBeLessThan(packages.indexOf('pg'));

      const resourceSpans = collector.received.flatMap((request) => request.resourceSpans);
      const services = resourceSpans.flatMap((spans) => spans.resource.attributes.filter((attribute) => attribute.key === 'service.name'));
      expect(new Set(services.map((attribute) => attribute.value.stringValue))).toEqual(new Set(['booknook-api-test']));
      const spans = resourceSpans.flatMap((spans) =>
        spans.scopeSpans.flatMap(({ scope, spans }) => spans.map((span) => ({ ...span, scope: scope.name }))),
      );
      const scopesOfTrace = new Set(spans.filter((span) => span.traceId === traceId).map((span) => span.scope));
      expect(scopesOfTrace).toEqual(new Set(['@opentelemetry/instrumentation-http', '@fastify/otel', '@opentelemetry/instrumentation-pg']));
    } finally {
      await new Promise((resolve) => collector.server.close(resolve));
    }
  });
});
