import type { NoticeTarget, NoticeTopic } from '../../src/domain/notices';
import type { Db } from '../db/open';
import { noticeEnabled } from '../services/account/settings/notice-settings';
import { publishToRoom } from './rooms';

/** A notice for one user: what happened, and the screen that shows it. */
export interface Notice {
  topic: NoticeTopic;
  /** The cause, e.g. `deliver:<orderId>`: one cause notifies once, however often its step is replayed. */
  ref: string;
  title: string;
  text: string;
  /** What the notice opens on the device (the device knows the screen of each). */
  target?: NoticeTarget;
}

export const noticeRoom = (userId: string) => `notice:${userId}`;

/**
 * Sends a notice in the transaction of its cause, to the user's notice room on the live channel (decision 013),
 * unless the user switched its topic off (notice_settings). Answers whether it was sent.
 */
export async function sendNotice(tx: Db, userId: string, notice: Notice, now: number): Promise<boolean> {
  if (!(await noticeEnabled(tx, userId, notice.topic))) return false;
  const body: Record<string, unknown> = { topic: notice.topic, title: notice.title, text: notice.text };
  if (notice.target) body.target = notice.target;
  await publishToRoom(tx, { room: noticeRoom(userId), clientId: `${notice.topic}:${notice.ref}`.slice(0, 120), senderId: 'system', kind: 'notice', body }, now);
  return true;
}
