import { AnalyticsEventSchema, reportEvents } from '../../../../src/contract/service/analytics';
import { ANALYTICS_PLATFORM_TYPE } from '../../../../src/domain/analytics-events';
import { analyticsBatches, analyticsEvents } from '../../../db/schema';
import { bind, type Binding } from '../../../http/bind-call';

/** Per caller address: a device flushes a batch of up to 50 at a time, so 30 batches a minute is generous. */
export const ANALYTICS_PER_IP = { max: 30, timeWindow: 60_000 };

/**
 * A batch of events (docs/decisions/012): malformed events are dropped one by one, a malformed or oversized batch
 * is refused whole (by the contract), and a batch seen before is answered without storing it twice.
 */
export const analyticsBindings: Binding[] = [
  bind(reportEvents, async ({ input, auth, db, deps }) => {
    const batch = input.data;
    const now = deps.now();
    const events = batch.events.map((e) => AnalyticsEventSchema.safeParse(e)).flatMap((r) => (r.success ? [r.data] : []));
    const dropped = batch.events.length - events.length;
    const userId = auth.userId ?? null;
    const [fresh] = await db.insert(analyticsBatches)
      .values({ clientId: batch.clientId, batchId: batch.batchId, userId, events: events.length, dropped, receivedAt: now })
      .onConflictDoNothing().returning({ batchId: analyticsBatches.batchId });
    if (!fresh) return { accepted: 0, dropped: 0, duplicate: true };
    if (events.length > 0) {
      await db.insert(analyticsEvents).values(events.map((e) => ({
        userId, platform: ANALYTICS_PLATFORM_TYPE, eventCode: e.code, createdAt: now,
        payload: { page: e.page, at: e.at, props: e.props, system: batch.system, user: batch.user, clientId: batch.clientId, batchId: batch.batchId },
      })));
    }
    return { accepted: events.length, dropped, duplicate: false };
  }, { rateLimit: ANALYTICS_PER_IP }),
];
