import path from 'node:path';
import { HOSTS, type Host } from '../src/contract/define-call';
import { SMS_RESEND_SECONDS } from '../src/domain/constants';

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
  /** One code per phone per this many seconds (the screens count down the spec's 60 whatever this is). */
  smsResendSeconds: number;
  /** Logins (password, SMS code, launch token) one address may try per minute; many users behind one NAT need more. */
  loginsPerIpPerMinute: number;
  logLevel: string;
  /** The client's per-host base URLs (VITE_HOST_BASE_URLS), so the CSP lets the PWA reach them. */
  hostBaseUrls?: string;
  /** Reuse public catalogue answers for their call's sharedCacheMs (off in in-process tests). */
  sharedReadCache: boolean;
  /** The media service's folder: its object store (unless S3 is set) and uploads in progress (server/media). */
  mediaDir: string;
  /** An S3-compatible object store for media, when MEDIA_S3_ENDPOINT and MEDIA_S3_BUCKET are set. */
  mediaS3?: MediaS3Config;
  /** How often this process looks for due jobs (server/jobs); every process of one database shares the queue. */
  jobPollMs: number;
  /** On SIGTERM, readiness fails this long before the process stops taking requests (the probes' interval). */
  shutdownReadyWaitMs: number;
  /** On SIGTERM, requests still in flight this long after the process stopped taking new ones are cut. */
  shutdownGraceMs: number;
  /** Behind a proxy: whose X-Forwarded-For to believe (Fastify's trustProxy), so limits count each caller, not the proxy. */
  trustProxy: boolean | string;
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

export interface MediaS3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

function readMediaS3(env: NodeJS.ProcessEnv): MediaS3Config | undefined {
  if (!env.MEDIA_S3_ENDPOINT || !env.MEDIA_S3_BUCKET) return undefined;
  return {
    endpoint: env.MEDIA_S3_ENDPOINT,
    bucket: env.MEDIA_S3_BUCKET,
    region: env.MEDIA_S3_REGION || 'us-east-1',
    accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: env.MEDIA_S3_FORCE_PATH_STYLE !== 'off',
  };
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
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? 8080),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    hosts: parseHosts(env.SERVICE_HOSTS),
    staticDir: env.STATIC_DIR === '' ? undefined : path.resolve(env.STATIC_DIR ?? './dist'),
    tokenTtlMs: Number(env.TOKEN_TTL_HOURS ?? 24 * 7) * 3_600_000,
    smsCodeTtlMs: Number(env.SMS_CODE_TTL_MINUTES ?? 5) * 60_000,
    smsResendSeconds: Number(env.SMS_RESEND_SECONDS ?? SMS_RESEND_SECONDS),
    loginsPerIpPerMinute: Number(env.LOGINS_PER_IP_PER_MINUTE ?? 30),
    logLevel: env.LOG_LEVEL ?? 'info',
    sharedReadCache: env.SHARED_READ_CACHE !== 'off',
    hostBaseUrls: env.VITE_HOST_BASE_URLS || undefined,
    mediaDir: path.resolve(env.MEDIA_DIR || path.join(dataDir, 'media')),
    mediaS3: readMediaS3(env),
    jobPollMs: Number(env.JOB_POLL_MS ?? 5_000),
    shutdownReadyWaitMs: Number(env.SHUTDOWN_READY_WAIT_MS ?? 0),
    shutdownGraceMs: Number(env.SHUTDOWN_GRACE_MS ?? 10_000),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}
