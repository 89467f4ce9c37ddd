// Traces for the standalone renderer (docs/operations.md, "Traces"): the API's own telemetry module
// (api/dist/telemetry.js, built beside this checkout's API), loaded at run time like the API loads this renderer.
// An incoming traceparent (from nginx) is continued, and the renderer's fetch() calls carry it on to the API.
import path from 'node:path';

/** Node's own require: rspack would otherwise try to bundle the module named here. */
declare const __non_webpack_require__: NodeJS.Require;

interface TelemetryModule {
  startTelemetry(options: { defaultServiceName: string }): { shutdown: () => Promise<void> };
}

/** Where the API's telemetry module is, from shell/dist-server/. */
export const TELEMETRY_MODULE = path.join(__dirname, '..', '..', 'api', 'dist', 'telemetry.js');

let shutdown = (): Promise<void> => Promise.resolve();

export function startTracesIfWanted(env: NodeJS.ProcessEnv = process.env): void {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()) return;
  try {
    const telemetry = (__non_webpack_require__(TELEMETRY_MODULE) as TelemetryModule).startTelemetry({
      defaultServiceName: 'booknook-renderer',
    });
    shutdown = telemetry.shutdown;
  } catch (error) {
    // Rendering matters more than its traces.
    console.error(`Traces are off: could not load ${TELEMETRY_MODULE} (npm run build -w api):`, error);
  }
}

/** Sends the spans not yet exported (before the process exits). */
export function flushTraces(): Promise<void> {
  return shutdown().catch((error: unknown) => console.error('Could not send the last traces:', error));
}
