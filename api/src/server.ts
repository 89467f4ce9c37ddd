// The API server's entry point (`node api/dist/server.js`). Traces hook `http`, `pg` and Fastify as they are
// required, so when OTEL_EXPORTER_OTLP_ENDPOINT names a collector they start here, before the server's modules are
// loaded; otherwise nothing of OpenTelemetry is loaded at all (docs/operations.md, "Traces").
/* eslint-disable @typescript-eslint/no-require-imports -- the order of loading is the point: telemetry, then the server */
const telemetry = process.env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()
  ? (require('./telemetry') as typeof import('./telemetry')).startTelemetry({ defaultServiceName: 'booknook-api' })
  : undefined;
const { runServer } = require('./serve') as typeof import('./serve');
/* eslint-enable @typescript-eslint/no-require-imports -- only the two loads above */

runServer({ telemetry }).catch((error: unknown) => {
  console.error('BookNook failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
