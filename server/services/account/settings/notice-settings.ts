import { and, eq } from 'drizzle-orm';
import { NOTICE_DEFAULTS, noticeSwitchesOf, type NoticeSwitch, type NoticeTopic } from '../../../../src/domain/notices';
import type { Db } from '../../../db/open';
import { noticeSettings } from '../../../db/schema';

/** The user's switches: stored choices over the defaults, every topic. */
export async function readNoticeSwitches(db: Db, userId: string): Promise<NoticeSwitch[]> {
  const rows = await db.select({ topic: noticeSettings.topic, enabled: noticeSettings.enabled })
    .from(noticeSettings).where(eq(noticeSettings.userId, userId));
  return noticeSwitchesOf(rows);
}

export async function saveNoticeSwitch(db: Db, userId: string, topic: NoticeTopic, enabled: boolean, now: number): Promise<NoticeSwitch[]> {
  await db.insert(noticeSettings).values({ userId, topic, enabled, updatedAt: now })
    .onConflictDoUpdate({ target: [noticeSettings.userId, noticeSettings.topic], set: { enabled, updatedAt: now } });
  return readNoticeSwitches(db, userId);
}

/** Whether the user wants notices of this topic: what the live channel asks before sending one. */
export async function noticeEnabled(db: Db, userId: string, topic: NoticeTopic): Promise<boolean> {
  const [row] = await db.select({ enabled: noticeSettings.enabled }).from(noticeSettings)
    .where(and(eq(noticeSettings.userId, userId), eq(noticeSettings.topic, topic)));
  return row?.enabled ?? NOTICE_DEFAULTS[topic];
}
