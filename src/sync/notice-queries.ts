import { map, type Observable } from 'rxjs';
import { NoticeBodySchema, type NoticeBody } from '../contract/platform/live-channel';
import type { StarqDatabase } from '../db/database';
import { recordsOfKind } from '../db/records/queries';

export type NoticeView = NoticeBody & { seq: number; at: number };

export const NOTICE_LIVE_QUERIES = {
  /** The user's notices on this device, newest first (decision 013: the `notice:<userId>` room). */
  notices: (db: StarqDatabase, p: { userId: string; limit: number }): Observable<NoticeView[]> =>
    recordsOfKind(db, { kind: 'live.message', userId: p.userId, parentId: `notice:${p.userId}`, limit: p.limit }).pipe(map((rows) => rows.flatMap((row) => {
      const body = NoticeBodySchema.safeParse(row.data.body);
      return body.success ? [{ ...body.data, seq: row.data.seq, at: row.data.at }] : [];
    }))),
};
