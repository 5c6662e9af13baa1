import { createHash, randomBytes } from 'node:crypto';

/** 128 random bits as hex: the last part of the RTMP address a streaming tool sends to. */
export const newStreamKey = (): string => randomBytes(16).toString('hex');
export const hashStreamKey = (key: string): string => createHash('sha256').update(key).digest('hex');
export const STREAM_KEY_PATTERN = /^[0-9a-f]{32}$/;

/**
 * Where the ingest listens (env LIVE_RTMP_PORT, LIVE_HTTP_PORT; LIVE_RTMP_URL is the address streamers are told);
 * LIVE_PUBLISH_GRACE_MS: how long a stream whose tool disconnected waits for it to come back (node-media-server's 30 s).
 */
export interface IngestSettings { rtmpPort: number; httpPort: number; bind: string; rtmpUrl: string; publishGraceMs?: number }

export function ingestSettings(env: NodeJS.ProcessEnv = process.env): IngestSettings {
  const rtmpPort = Number(env.LIVE_RTMP_PORT ?? 1935);
  const httpPort = Number(env.LIVE_HTTP_PORT ?? 8935);
  const publishGraceMs = env.LIVE_PUBLISH_GRACE_MS ? Number(env.LIVE_PUBLISH_GRACE_MS) : undefined;
  return { rtmpPort, httpPort, bind: env.LIVE_BIND ?? '0.0.0.0', rtmpUrl: env.LIVE_RTMP_URL ?? `rtmp://127.0.0.1:${rtmpPort}/live`, publishGraceMs };
}
