import path from 'node:path';
import { HOSTS, type Host } from '../src/contract/define-call';

export interface ServerConfig {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** Which service hosts this process serves (all by default). */
  hosts: Host[];
  /** Built PWA to serve on the same origin; absent in API-only processes. */
  staticDir?: string;
  tokenTtlMs: number;
  smsCodeTtlMs: number;
  logLevel: string;
  /** The client's per-host base URLs (VITE_HOST_BASE_URLS), so the CSP lets the PWA reach them. */
  hostBaseUrls?: string;
  /** Reuse public catalogue answers for their call's sharedCacheMs (off in in-process tests). */
  sharedReadCache: boolean;
}

function parseHosts(value: string | undefined): Host[] {
  if (!value) return [...HOSTS];
  const wanted = value.split(',').map((h) => h.trim());
  const unknown = wanted.filter((h) => !(HOSTS as readonly string[]).includes(h));
  if (unknown.length) throw new Error(`Unknown service host(s) in SERVICE_HOSTS: ${unknown.join(', ')}`);
  return wanted as Host[];
}

/** Every setting, with its default; .env.example lists the same. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? 8080),
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    hosts: parseHosts(env.SERVICE_HOSTS),
    staticDir: env.STATIC_DIR === '' ? undefined : path.resolve(env.STATIC_DIR ?? './dist'),
    tokenTtlMs: Number(env.TOKEN_TTL_HOURS ?? 24 * 7) * 3_600_000,
    smsCodeTtlMs: Number(env.SMS_CODE_TTL_MINUTES ?? 5) * 60_000,
    logLevel: env.LOG_LEVEL ?? 'info',
    sharedReadCache: env.SHARED_READ_CACHE !== 'off',
    hostBaseUrls: env.VITE_HOST_BASE_URLS || undefined,
  };
}
