// Traces (OpenTelemetry, docs/operations.md "Traces"): on only when OTEL_EXPORTER_OTLP_ENDPOINT names a collector.
// The instrumentations hook `http`, `pg` and Fastify as those are required, so this module must run before any of
// them is: server.ts requires it first and the server's own modules after it, and only when traces are on (nothing
// of OpenTelemetry is loaded otherwise). The standalone renderer loads this same file (shell/src/server/standalone.ts).
import FastifyOtelInstrumentation from '@fastify/otel';
import { context, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { defaultResource, detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, SimpleSpanProcessor, type SpanExporter } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

/** Paths polled by supervisors and Prometheus: a trace each would drown the ones that matter. */
const UNTRACED_PATHS = /^(\/api\/v1\/health\/|\/metrics(\?|$))/;

export interface TelemetryOptions {
  /** service.name unless OTEL_SERVICE_NAME (or OTEL_RESOURCE_ATTRIBUTES) says otherwise. */
  defaultServiceName: string;
  /** Where spans go; by default OTLP over HTTP to OTEL_EXPORTER_OTLP_ENDPOINT (tests pass an in-memory exporter). */
  exporter?: SpanExporter;
}

export interface Telemetry {
  /** Fields for every log line written inside a traced request (a pino mixin): its trace and span ids. */
  logFields: () => Record<string, string>;
  /** Sends the spans not yet exported and stops. */
  shutdown: () => Promise<void>;
}

export function startTelemetry({ defaultServiceName, exporter }: TelemetryOptions): Telemetry {
  const resource = defaultResource()
    .merge(resourceFromAttributes({ 'service.name': defaultServiceName }))
    .merge(detectResources({ detectors: [envDetector] }));
  const provider = new NodeTracerProvider({
    resource,
    // A test reads its spans as soon as a request ends; a collector gets them in batches.
    spanProcessors: [exporter ? new SimpleSpanProcessor(exporter) : new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // The global tracer provider, AsyncLocalStorage context and W3C trace context (traceparent, tracestate) propagation.
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.test(request.url ?? '') }),
      // fetch(): the renderer's calls to the API carry the trace on.
      new UndiciInstrumentation(),
      // Queries outside a request (the job queue's polling, LISTEN) would each start a trace of their own.
      new PgInstrumentation({ requireParentSpan: true }),
      new FastifyOtelInstrumentation({ registerOnInitialization: true, ignorePaths: ({ url }) => UNTRACED_PATHS.test(url) }),
    ],
  });
  return {
    logFields: (): Record<string, string> => {
      const span = trace.getSpan(context.active());
      if (!span) return {};
      const { traceId, spanId, traceFlags } = span.spanContext();
      return { trace_id: traceId, span_id: spanId, trace_flags: `0${traceFlags.toString(16)}` };
    },
    shutdown: () => provider.shutdown(),
  };
}
