import type { ApiClient } from '../api/client';
import type { CallDef, ResponseOf } from '../contract/define-call';
import type { StarqDatabase } from '../db/database';
import type { RecordData, RecordKind } from '../db/records/kinds';
import { removeRecords, upsertRecords } from '../db/records/records';
import { PULL_BATCH, pullPages, type PulledDocument } from './record-checkpoint';
import { pullCoupons } from '../contract/orders/coupons';

const stripStamp = <T extends { updatedAt: number; deleted: boolean }>({ updatedAt: _u, deleted: _d, ...data }: T) => data;

type DocumentOf<C extends CallDef> = ResponseOf<C> extends { documents: (infer D)[] } ? D : never;

/** Where a pulled document goes in `records`; the owner and updatedAt come from the pull itself. */
export interface RecordPlace<K extends RecordKind> {
  recordId: string;
  parentId?: string;
  sortNum: number;
  sortText?: string;
  data: RecordData<K>;
}

/** A record kind filled by a checkpoint pull of the src/contract/platform/pull.ts shape. */
export interface RecordPuller<K extends RecordKind, C extends CallDef = CallDef> {
  kind: K;
  call: C;
  /** Also given tombstones, whose recordId is all that is used. */
  toRecord(document: DocumentOf<C>): RecordPlace<K>;
}

export const definePuller = <K extends RecordKind, C extends CallDef>(puller: RecordPuller<K, C>) => puller;

/** The kinds pulled at sign-in and by `refresh({ kind: 'records', records: <kind> })`. */
export const RECORD_PULLERS = {
  coupon: definePuller({
    kind: 'coupon', call: pullCoupons,
    toRecord: (c) => ({ recordId: c.couponId, sortNum: c.claimedAt, sortText: c.status, data: stripStamp(c) }),
  }),
} satisfies { [K in RecordKind]?: RecordPuller<K> };
export type PulledRecordKind = keyof typeof RECORD_PULLERS;

/** Pulls the user's records of one kind, with a checkpoint and a write generation per kind and user (docs/decisions/003). */
export function pullRecordKind<K extends RecordKind, C extends CallDef>(
  db: StarqDatabase, api: ApiClient, userId: string, puller: RecordPuller<K, C>, batch = PULL_BATCH,
): Promise<void> {
  const { kind } = puller;
  return pullPages(db, api, {
    call: puller.call, scope: kind, userId, batch,
    async apply(documents: PulledDocument[]) {
      const placed = documents.map((document) => ({ document, place: puller.toRecord(document as DocumentOf<C>) }));
      await removeRecords(db, kind, userId, placed.filter(({ document }) => document.deleted).map(({ place }) => place.recordId));
      await upsertRecords(db, kind, placed.filter(({ document }) => !document.deleted)
        .map(({ document, place }) => ({ ...place, userId, updatedAt: document.updatedAt })));
    },
  });
}
