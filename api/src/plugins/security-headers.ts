import fp from 'fastify-plugin';

/** Same policy as the production nginx front door. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "style-src 'self' 'unsafe-inline'",
  // 'self', and the one inline script of every page (shell/src/early-taps/early-taps.js), by its hash; and compiling
  // WebAssembly (not eval), for Sell's barcode reader (issue 40), whose wasm comes from 'self' like every script.
  "script-src 'self' 'sha256-7551g4k3lUbG9HeZQ+qEj3OnxJ5pSzTUIOaO8ks8JFI=' 'wasm-unsafe-eval'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** Headers every response carries; the CSP on HTML, and no caching of API answers. */
export const securityHeadersPlugin = fp(
  (app, _options, done) => {
    app.addHook('onSend', (request, reply, payload, next) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      reply.header('x-frame-options', 'DENY');
      const contentType = String(reply.getHeader('content-type') ?? '');
      if (contentType.startsWith('text/html')) reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      next(null, payload);
    });
    done();
  },
  { name: 'booknook-security-headers' },
);
