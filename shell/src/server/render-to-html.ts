import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ClientRenderSignal, REMOTE_FAILED_DIGEST } from '../federation/server-remote-pages';

/** Renders to a string with React's streaming renderer, once everything is ready (crawlers get the whole page). */
export function renderToHtml(element: ReactNode, timeoutMs: number, log: Pick<Console, 'warn' | 'error'>): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      // Every boundary inline, however large: React otherwise sends a big one (a page of book cards with their
      // srcsets) after the rest with an inline script to move it in, which the CSP (script-src 'self') refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: reject,
      onError(error) {
        if (error instanceof ClientRenderSignal) return error.digest;
        // A remote page that throws on the server: its boundary is left to the browser, the rest is sent.
        log.error('Server rendering failed; what failed is rendered in the browser', error);
        return REMOTE_FAILED_DIGEST;
      },
    });
    setTimeout(() => stream.abort(new Error(`rendering took longer than ${timeoutMs} ms`)), timeoutMs).unref();
  });
}
