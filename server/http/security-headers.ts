import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** Origins of the service hosts the PWA calls besides its own (VITE_HOST_BASE_URLS at build time). */
export function hostOrigins(hostBaseUrlsJson: string | undefined): string[] {
  if (!hostBaseUrlsJson) return [];
  try {
    const urls = Object.values(JSON.parse(hostBaseUrlsJson) as Record<string, string>);
    return [...new Set(urls.map((u) => new URL(u).origin))];
  } catch {
    return [];
  }
}

/** An API answer opened on its own runs, loads and frames nothing, is not sniffed, and leaks no referrer. */
const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'cross-origin-resource-policy': 'same-site',
};

/** An SVG or picture opened on its own runs nothing and loads nothing. */
const MEDIA_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

/**
 * Security headers on every answer: on the PWA's files (helmet) a CSP the PWA, its worker and service worker live with
 * (no inline scripts; antd-mobile sets inline styles), no framing, no MIME sniffing, no referrer; on API answers the
 * same rules in their short form (API_HEADERS).
 * API answers are never stored by a cache: they carry tokens and private data.
 */
export async function registerSecurityHeaders(app: FastifyInstance, extraConnectOrigins: string[]): Promise<void> {
  // Built once: @fastify/helmet built helmet's middleware again for every request (its CSP parsed each time): about a
  // twentieth of the host's time under the host read path's load (issue 30).
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...extraConnectOrigins],
        // Goods videos from the media service, and a draft's video previewed from its stored blob before upload.
        mediaSrc: ["'self'", 'blob:', ...extraConnectOrigins],
        fontSrc: ["'self'", 'data:'],
        // The live channel's socket (decision 013) on a configured chat host: its ws/wss origin too.
        connectSrc: ["'self'", ...extraConnectOrigins, ...extraConnectOrigins.map((origin) => origin.replace(/^http/, 'ws'))],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Pictures may be shown by a PWA served from another origin when hosts are split.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/')) {
      // An answer of the API is data, never a page (OWASP's REST headers): a policy that runs and frames nothing, and
      // none of the page's own headers, whose bytes every answer paid for (issue 30, the host read path).
      reply.headers(API_HEADERS);
      done();
      return;
    }
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    else if (request.url.startsWith('/media/')) {
      reply.header('content-security-policy', MEDIA_POLICY);
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
    done(null, payload);
  });
}
