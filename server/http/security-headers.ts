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

/** An SVG or picture opened on its own runs nothing and loads nothing. */
const MEDIA_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

/**
 * Security headers on every answer (helmet): a CSP the PWA, its worker and service worker live with
 * (no inline scripts; antd-mobile sets inline styles), no framing, no MIME sniffing, no referrer.
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
