import { combineLatest, map, type Observable } from 'rxjs';
import { addSource, selSourceList, type Evidence } from '../contract/catalogue/evidence';
import type { ResponseOf } from '../contract/define-call';
import type { StarqDatabase } from '../db/database';
import type { OutboxEntry } from '../db/collections/outbox';
import { DB_QUERIES } from '../db/queries';
import { cacheKey } from '../domain/cache-key';
import { updateCachedAnswer } from './cached-calls';

type SourceList = ResponseOf<typeof selSourceList>;
const listKey = (goodsId: string) => cacheKey(selSourceList.name, { goodsId });

/** The host's answer joins the goods' cached evidence list at once, so the screen needs no round trip to show it. */
async function confirmEvidence(db: StarqDatabase, data: Evidence): Promise<void> {
  await updateCachedAnswer(db, listKey(data.goodsId), (value) => {
    const cached = value as SourceList | null;
    if (!cached || cached.list.some((e) => e.evidenceId === data.evidenceId)) return value;
    return { ...cached, list: [data, ...cached.list] };
  });
}

interface EvidenceMutationDef {
  call: typeof addSource;
  confirm(db: StarqDatabase, data: Evidence, entry: OutboxEntry): Promise<void>;
  /** Each answer is one evidence, not the whole list: every answer is written. */
  wholeState?: string;
}

/** A shop owner's evidence add: an outbox mutation, replayed once by its key (and created once by its id). */
export const EVIDENCE_MUTATIONS: { 'evidence.add': EvidenceMutationDef } = {
  'evidence.add': { call: addSource, confirm: (db, data) => confirmEvidence(db, data) },
};

export interface EvidenceView {
  goods: SourceList['goods'] | null;
  /** The host's evidence, then what this device queued and the host has not answered yet. */
  list: (Evidence & { pending: boolean })[];
  /** Adds the host refused: gone from the list, shown with the host's message until dismissed. */
  refused: { id: string; title: string; msg: string }[];
  savedAt: number | null;
}

/** The confirmed list plus the queued adds (decision 004: the outbox is the truth until the host answers). */
export function deriveEvidenceView(cached: { value: unknown; savedAt: number } | null, entries: OutboxEntry[], goodsId: string): EvidenceView {
  const answer = (cached?.value ?? null) as SourceList | null;
  const confirmed = answer?.list ?? [];
  const mine = entries.filter((e) => e.name === 'evidence.add' && e.args.goodsId === goodsId);
  const pending = mine
    .filter((e) => e.status === 'pending' && !confirmed.some((c) => c.evidenceId === e.args.evidenceId))
    .map((e) => ({ ...(e.args as Omit<Evidence, 'createdAt'>), createdAt: e.createdAt, pending: true }));
  return {
    goods: answer?.goods ?? null,
    list: [...pending.reverse(), ...confirmed.map((e) => ({ ...e, pending: false }))],
    refused: mine.filter((e) => e.status === 'rejected').map((e) => ({ id: e.id, title: String(e.args.title ?? ''), msg: e.errorMsg })),
    savedAt: cached?.savedAt ?? null,
  };
}

export const EVIDENCE_LIVE_QUERIES = {
  evidenceView: (db: StarqDatabase, p: { userId: string; goodsId: string }): Observable<EvidenceView> =>
    combineLatest([DB_QUERIES.cachedEntry(db, { key: listKey(p.goodsId) }), DB_QUERIES.outbox(db, p)])
      .pipe(map(([cached, entries]) => deriveEvidenceView(cached, entries, p.goodsId))),
};
