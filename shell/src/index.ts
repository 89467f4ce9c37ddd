import { afterFirstPaint } from './after-first-paint';
import { registerServiceWorkerWhenIdle } from './service-worker/register';

// Async boundary: federation must set up the shared scope before any shared module is imported.
// Started after the server's HTML has painted: when the scripts arrive before the first frame (a fast or cached
// connection), running them at once keeps a slow phone's screen blank until they finish (first paint ~1.5 s instead
// of ~0.5 s in Lighthouse's trace, and a first paint that waits on scripts in its simulation).
afterFirstPaint(() => void import('./bootstrap'));
// Later still: after the load event, when the browser is idle.
registerServiceWorkerWhenIdle();
