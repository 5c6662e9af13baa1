import { combineLatest, map, type Observable } from 'rxjs';
import { addFeedback, FEEDBACK_FIRST_PAGE, myFeedback, type Feedback } from '../contract/service/feedback';
import type { ResponseOf } from '../contract/define-call';
import type { StarqDatabase } from '../db/database';
import type { OutboxEntry } from '../db/collections/outbox';
import { DB_QUERIES } from '../db/queries';
import { cacheKey } from '../domain/cache-key';
import { updateCachedAnswer } from './cached-calls';

type FeedbackPage = ResponseOf<typeof myFeedback>;
const listKey = () => cacheKey(myFeedback.name, FEEDBACK_FIRST_PAGE);

/** The host's answer joins the cached list at once, so the list shows it confirmed without a round trip. */
async function confirmFeedback(db: StarqDatabase, data: Feedback): Promise<void> {
  await updateCachedAnswer(db, listKey(), (value) => {
    const cached = value as FeedbackPage | null;
    if (!cached || cached.list.some((f) => f.feedbackId === data.feedbackId)) return value;
    return { list: [data, ...cached.list], total: cached.total + 1 };
  });
}

interface FeedbackMutationDef {
  call: typeof addFeedback;
  confirm(db: StarqDatabase, data: Feedback, entry: OutboxEntry): Promise<void>;
  wholeState?: string;
}

/** A feedback written offline waits in the outbox (its pictures were uploaded before; docs/decisions/006). */
export const FEEDBACK_MUTATIONS: { 'feedback.add': FeedbackMutationDef } = {
  'feedback.add': { call: addFeedback, confirm: (db, data) => confirmFeedback(db, data) },
};

export type FeedbackItem = Feedback & { pending: boolean };
export interface FeedbackView {
  list: FeedbackItem[];
  total: number;
  refused: { id: string; content: string; msg: string }[];
  savedAt: number | null;
  /** Nothing cached yet (never opened online) and nothing queued. */
  empty: boolean;
}

/** The confirmed list plus this device's queued feedback, newest first (decision 004). */
export function deriveFeedbackView(cached: { value: unknown; savedAt: number } | null, entries: OutboxEntry[]): FeedbackView {
  const answer = (cached?.value ?? null) as FeedbackPage | null;
  const confirmed = answer?.list ?? [];
  const mine = entries.filter((e) => e.name === 'feedback.add');
  const pending = mine
    .filter((e) => e.status === 'pending' && !confirmed.some((c) => c.feedbackId === e.args.feedbackId))
    .map((e): FeedbackItem => {
      const a = e.args as Record<string, unknown>;
      return {
        feedbackId: String(a.feedbackId), type: a.type as Feedback['type'], content: String(a.content ?? ''), contact: String(a.contact ?? ''),
        imgs: (a.imgs as string[] | undefined) ?? [], status: 'PENDING', replies: [], createdAt: e.createdAt, updatedAt: e.createdAt, pending: true,
      };
    });
  return {
    list: [...pending.reverse(), ...confirmed.map((f) => ({ ...f, pending: false }))],
    total: (answer?.total ?? 0) + pending.length,
    refused: mine.filter((e) => e.status === 'rejected').map((e) => ({ id: e.id, content: String(e.args.content ?? ''), msg: e.errorMsg })),
    savedAt: cached?.savedAt ?? null,
    empty: answer === null && pending.length === 0,
  };
}

export const FEEDBACK_LIVE_QUERIES = {
  feedbackView: (db: StarqDatabase, p: { userId: string }): Observable<FeedbackView> =>
    combineLatest([DB_QUERIES.cachedEntry(db, { key: listKey() }), DB_QUERIES.outbox(db, p)])
      .pipe(map(([cached, entries]) => deriveFeedbackView(cached, entries))),
};
