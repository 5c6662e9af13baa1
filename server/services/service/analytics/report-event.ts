import { ANALYTICS_PLATFORM, reportEvent } from '../../../../src/contract/platform/upload';
import { analyticsEvents } from '../../../db/schema';
import { badInput } from '../../../http/app-error';
import { bind, type Binding } from '../../../http/bind-call';

function decodeEvent(data: string): { platform: number; code: number; payload: Record<string, unknown> } | null {
  try {
    const payload = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as Record<string, unknown>;
    const event = payload.event as { code?: unknown } | undefined;
    const code = Number(event?.code);
    const platform = Number(payload.platform);
    if (!Number.isInteger(code) || code < 100 || code > 700 || platform !== ANALYTICS_PLATFORM) return null;
    return { platform, code, payload };
  } catch {
    return null;
  }
}

export const uploadBindings: Binding[] = [
  bind(reportEvent, async ({ input, auth, db, deps }) => {
    const event = decodeEvent(input.data);
    if (!event) throw badInput('上报数据格式不正确');
    await db.insert(analyticsEvents).values({ userId: auth.userId, platform: event.platform, eventCode: event.code, payload: event.payload, createdAt: deps.now() });
    return null;
  }),
];
