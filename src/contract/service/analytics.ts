// data host: analytics batches (spec §7 Analytics: a GET with an encoded payload holding system, user and event info;
// platform type 100, event codes 100–700). Path and payload are ours (docs/decisions/012).
import { z } from 'zod';
import { ANALYTICS_PLATFORM_TYPE } from '../../domain/analytics-events';
import { ANALYTICS_LIMITS as L } from '../../domain/analytics-limits';
import { defineCall } from '../define-call';

const propValue = z.union([z.string().max(L.propChars), z.number().finite(), z.boolean()]);

/** One event; a batch's events that fail this are dropped, the rest kept. */
export const AnalyticsEventSchema = z.object({
  code: z.number().int().min(100).max(700),
  page: z.string().max(64).regex(/^[A-Za-z0-9_./-]*$/).default(''),
  /** Device time (ms) the event happened. */
  at: z.number().int().min(0).max(8_640_000_000_000),
  props: z.record(z.string().max(32), propValue).refine((p) => Object.keys(p).length <= L.propKeys).default({}),
});
export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>;

/** What the encoded payload holds (before the events are checked one by one). */
export const AnalyticsBatchSchema = z.object({
  platformType: z.literal(ANALYTICS_PLATFORM_TYPE),
  clientId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  batchId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  system: z.object({
    ua: z.string().max(300).default(''),
    lang: z.string().max(32).default(''),
    screen: z.string().max(32).default(''),
    appVersion: z.string().max(32).default(''),
  }),
  user: z.object({ usersId: z.string().max(64).default('') }),
  events: z.array(z.unknown()).min(1).max(L.batchEvents),
});
export type AnalyticsBatch = z.infer<typeof AnalyticsBatchSchema>;

const MALFORMED = '上报数据格式不正确';

/** base64url(JSON) → the batch; anything else is one Chinese refusal. Works in the browser and in Node. */
export function decodeAnalyticsPayload(data: string): AnalyticsBatch | null {
  try {
    const binary = atob(data.replace(/-/g, '+').replace(/_/g, '/'));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const parsed = AnalyticsBatchSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function encodeAnalyticsPayload(batch: z.input<typeof AnalyticsBatchSchema>): string {
  const bytes = new TextEncoder().encode(JSON.stringify(batch));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export const reportEvents = defineCall({
  name: 'data.reportEvents', host: 'data', method: 'GET', path: '/api/analytics/analytics/batch', encoding: 'query', role: 'visitor',
  mutating: true,
  request: z.object({
    data: z.string({ error: MALFORMED }).max(L.encodedChars, '上报数据过长').regex(/^[A-Za-z0-9_-]+$/, MALFORMED)
      .transform((text, ctx) => {
        const batch = decodeAnalyticsPayload(text);
        if (!batch) ctx.addIssue({ code: 'custom', message: MALFORMED });
        return batch as AnalyticsBatch;
      }),
  }),
  /** `duplicate`: this batch was received before (its answer was lost), nothing stored again. */
  response: z.object({ accepted: z.number().int(), dropped: z.number().int(), duplicate: z.boolean() }),
});
