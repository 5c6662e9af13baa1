import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/open';
import { enqueueJob, type JobHandler } from '../../../jobs/queue';
import { recurringHandler, type RecurringJob } from '../../../jobs/recurring';
import { namePinyin } from './name-pinyin';

/**
 * The goods' pinyin is filled by the one job queue (decision 031): every 30 s a run fills the goods whose name is new
 * or changed since its pinyin was computed, whatever path wrote them. A full batch queues the next one at once (its
 * own job and transaction), so a bulk import is filled batch by batch without holding one long transaction.
 */
export const GOODS_PINYIN_JOB: RecurringJob = { kind: 'goods.pinyin', everyMs: 30_000 };
export const GOODS_PINYIN_MORE_JOB = 'goods.pinyinMore';
export const PINYIN_BATCH = 2_000;

/** Fills the pinyin of up to `limit` goods that lack it; answers how many. Rows another process is filling are skipped. */
export async function fillGoodsPinyin(db: Db, limit = PINYIN_BATCH): Promise<{ filled: number; lastId: string | null }> {
  const stale = (await db.execute(sql`select id, name from goods
    where name_pinyin_hash is distinct from md5(name)::uuid order by id limit ${limit} for update skip locked`)) as unknown as
    { rows: { id: string; name: string }[] };
  if (!stale.rows.length) return { filled: 0, lastId: null };
  const spelled = stale.rows.map(({ id, name }) => {
    const { full, initials } = namePinyin(name);
    return { id, pinyin: full, initials };
  });
  // The rows are locked since they were read, so the name hashed here is the one spelled.
  await db.execute(sql`update goods g set name_pinyin = v.pinyin, name_initials = v.initials, name_pinyin_hash = md5(g.name)::uuid
    from jsonb_to_recordset(${JSON.stringify(spelled)}::jsonb) as v(id text, pinyin text, initials text) where g.id = v.id`);
  return { filled: spelled.length, lastId: spelled[spelled.length - 1]!.id };
}

async function fillAndContinue(db: Db, now: number): Promise<void> {
  const { filled, lastId } = await fillGoodsPinyin(db);
  if (filled === PINYIN_BATCH) await enqueueJob(db, { kind: GOODS_PINYIN_MORE_JOB, key: `${now}:${lastId}`, runAt: now, payload: {} }, now);
}

export const GOODS_PINYIN_HANDLERS: Record<string, JobHandler> = {
  [GOODS_PINYIN_JOB.kind]: recurringHandler(GOODS_PINYIN_JOB, fillAndContinue),
  [GOODS_PINYIN_MORE_JOB]: (db, _payload, now) => fillAndContinue(db, now),
};
