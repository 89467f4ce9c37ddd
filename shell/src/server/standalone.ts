// The server renderer on its own, for production behind nginx (docs/server-rendering.md):
// `node shell/dist-server/standalone.js`. Traces hook `http` as it is required, so when OTEL_EXPORTER_OTLP_ENDPOINT
// names a collector they start before the server is loaded; otherwise nothing of OpenTelemetry is loaded.
import { startTracesIfWanted } from './traces';

startTracesIfWanted();
void import('./standalone-server');
