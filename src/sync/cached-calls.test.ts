import { indexedDB, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RxStorage } from 'rxdb';
import { createStarqDatabase, type StarqDatabase } from '../db/database';
import { dexieStorage } from '../db/storage';
import { cacheKey } from '../domain/cache-key';
import { clearUserScopedCache, pullCachedAnswer, rewriteCachedAnswers, updateCachedAnswer, writeCache } from './cached-calls';

// Without dev-mode, as the app runs: cache keys of calls with parameters hold double quotes, which dev-mode refuses in keys.
const storage = () => dexieStorage({ indexedDB, IDBKeyRange }) as RxStorage<unknown, unknown>;
// One store for the file: the free RxDB edition counts every open collection.
let db: StarqDatabase;
beforeAll(async () => { db = await createStarqDatabase(storage(), 'cached-calls'); });
afterAll(async () => { await db.close(); });

type Msgs = { list: string[] };
const msgsKey = (dynamicId: string) => cacheKey('dynamic.msgs', { dynamicId });
const stored = async (key: string) => JSON.parse((await db.cache.findOne(key).exec())!.json) as Msgs;
const addMsg = (key: string, text: string) =>
  updateCachedAnswer(db, key, (value) => ({ list: [...(value as Msgs).list, text] }));

/** A host read whose answers the test hands over one by one, each after `during` ran while it was in flight. */
function slowReads(answers: Msgs[], during: (read: number) => Promise<void>) {
  let reads = 0;
  const read = async () => {
    reads += 1;
    const answer = answers[reads - 1]!;
    await during(reads);
    return answer;
  };
  return { read, count: () => reads };
}

describe('cached answers and reads in flight (RELIABILITY 5)', () => {
  it("drops a read older than the device's change confirmed during it, and reads again", async () => {
    const key = msgsKey('D1');
    await writeCache(db, key, { list: [] });
    // The host answered [] before the comment was confirmed; the second read has it.
    const host = slowReads([{ list: [] }, { list: ['拍得真好'] }], async (read) => { if (read === 1) await addMsg(key, '拍得真好'); });
    await pullCachedAnswer(db, key, host.read);
    expect(host.count()).toBe(2);
    expect((await stored(key)).list).toEqual(['拍得真好']);
  });

  it('keeps the confirmed copy when every read is overtaken, rather than reading forever', async () => {
    const key = msgsKey('D2');
    await writeCache(db, key, { list: [] });
    const host = slowReads([{ list: [] }, { list: ['一'] }, { list: ['一', '二'] }], async (read) => addMsg(key, ['一', '二', '三'][read - 1]!));
    await pullCachedAnswer(db, key, host.read);
    expect(host.count()).toBe(3);
    expect((await stored(key)).list).toEqual(['一', '二', '三']);
  });

  it('drops the first read of a list the device did not hold yet when a change is confirmed into it meanwhile', async () => {
    const key = msgsKey('D3');
    const host = slowReads([{ list: [] }, { list: ['拍得真好'] }], async (read) => {
      if (read === 1) await updateCachedAnswer(db, key, (value) => value ?? { list: ['拍得真好'] });
    });
    await pullCachedAnswer(db, key, host.read);
    expect(host.count()).toBe(2);
    expect((await stored(key)).list).toEqual(['拍得真好']);
  });

  it("a change confirmed into another call's answers costs no second read, a whole family's does", async () => {
    const key = msgsKey('D5');
    const other = cacheKey('dynamic.detail', { dynamicId: 'D5' });
    await writeCache(db, other, { list: ['旧'] });
    const host = slowReads([{ list: ['主人的回复'] }], () => rewriteCachedAnswers(db, ['dynamic.detail:'], () => ({ list: ['新'] })));
    await pullCachedAnswer(db, key, host.read);
    expect(host.count()).toBe(1);
    expect((await stored(key)).list).toEqual(['主人的回复']);
    expect((await stored(other)).list).toEqual(['新']);

    const again = slowReads([{ list: ['旧答'] }, { list: ['新答'] }], async (read) => { if (read === 1) await rewriteCachedAnswers(db, ['dynamic.'], (v) => v); });
    await pullCachedAnswer(db, key, again.read);
    expect(again.count()).toBe(2);
    expect((await stored(key)).list).toEqual(['新答']);
  });

  it('a rewrite keeps the age of the answer it changes; an update is a new answer', async () => {
    const key = msgsKey('D4');
    await db.cache.upsert({ key, json: JSON.stringify({ list: ['甲'] }), updatedAt: 1000 });
    await rewriteCachedAnswers(db, ['dynamic.msgs:'], () => ({ list: ['甲', '乙'] }));
    expect((await db.cache.findOne(key).exec())!.updatedAt).toBe(1000);
    await addMsg(key, '丙');
    expect((await db.cache.findOne(key).exec())!.updatedAt).toBeGreaterThan(1000);
    expect((await stored(key)).list).toEqual(['甲', '乙', '丙']);
  });
});

describe('another user on the device', () => {
  const personal = cacheKey('dynamic.detail', { dynamicId: 'D9' });
  const shared = cacheKey('goods.homePageInfo', { pageNum: 1, pageSize: 20 });

  it("keeps a visitor's answers on login, then drops the last user's (a visitor call's too) but not what is the same for everyone", async () => {
    await clearUserScopedCache(db, null);
    await writeCache(db, personal, { list: ['游客看到的'] });
    await writeCache(db, shared, { list: ['首页'] });
    await clearUserScopedCache(db, 'U1');
    expect((await stored(personal)).list).toEqual(['游客看到的']);

    await writeCache(db, personal, { list: ['U1 点过火'] });
    await clearUserScopedCache(db, 'U1');
    expect((await stored(personal)).list).toEqual(['U1 点过火']);
    await clearUserScopedCache(db, 'U2');
    expect(await db.cache.findOne(personal).exec()).toBeNull();
    expect((await stored(shared)).list).toEqual(['首页']);
  });

  it("reads again what was on its way for the last user when another logs in", async () => {
    await clearUserScopedCache(db, 'U3');
    const host = slowReads([{ list: ['U3 的'] }, { list: ['U4 的'] }], async (read) => { if (read === 1) await clearUserScopedCache(db, 'U4'); });
    await pullCachedAnswer(db, personal, host.read);
    expect(host.count()).toBe(2);
    expect((await stored(personal)).list).toEqual(['U4 的']);
  });
});
