import { indexedDB, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import type { RxStorage } from 'rxdb';
import { cultureDetail, cultureQuery, type CulturePost } from '../contract/service/info';
import { noticeSettings } from '../contract/account/settings';
import { createStarqDatabase } from '../db/database';
import type { OutboxEntry } from '../db/collections/outbox';
import { dexieStorage } from '../db/storage';
import { cacheKey } from '../domain/cache-key';
import { noticeSwitchesOf } from '../domain/notices';
import { writeCache } from './cached-calls';
import { clearCachedAnswers } from './clear-cache';
import { SETTINGS_MUTATIONS } from './settings-mutations';

// Without dev-mode, as the app runs: cache keys of calls with parameters hold double quotes, which dev-mode refuses in keys.
const storage = () => dexieStorage({ indexedDB, IDBKeyRange }) as RxStorage<unknown, unknown>;
const entry = {} as OutboxEntry;
const post = (id: string, likes: number): CulturePost => ({
  id, title: '标题', content: '内容', images: [], usersName: '星Q买家', usersLogo: '', likes, liked: false, createdAt: 1,
});

describe('settings mutations and 清除缓存', () => {
  it('writes confirmed answers into the cache, and clearing removes cached answers but never the outbox', async () => {
    const db = await createStarqDatabase(storage(), 'settings-mutations');
    await writeCache(db, cacheKey(cultureQuery.name, {}), { list: [post('CU1', 0), post('CU2', 3)], total: 2 });
    await writeCache(db, cacheKey(cultureDetail.name, { id: 'CU1' }), post('CU1', 0));
    await SETTINGS_MUTATIONS['culture.like'].confirm(db, { id: 'CU1', likes: 1, liked: true }, entry);
    const page = JSON.parse((await db.cache.findOne(cacheKey(cultureQuery.name, {})).exec())!.json) as { list: CulturePost[] };
    expect(page.list.map((p) => [p.id, p.likes, p.liked])).toEqual([['CU1', 1, true], ['CU2', 3, false]]);
    const detail = JSON.parse((await db.cache.findOne(cacheKey(cultureDetail.name, { id: 'CU1' })).exec())!.json) as CulturePost;
    expect(detail).toMatchObject({ likes: 1, liked: true });

    const switches = noticeSwitchesOf([{ topic: 'promotion', enabled: true }]);
    await SETTINGS_MUTATIONS['notice.save'].confirm(db, { switches }, entry);
    expect(JSON.parse((await db.cache.findOne(cacheKey(noticeSettings.name, {})).exec())!.json)).toEqual({ switches });

    await db.outbox.insert({
      id: 'o1', seq: 1, clientId: 'c', userId: 'U1', name: 'notice.save', args: { topic: 'order', enabled: false },
      preview: {}, status: 'pending', createdAt: 1, attempts: 0, errorCode: 0, errorMsg: '',
    });
    expect(await clearCachedAnswers(db)).toBe(3);
    expect(await db.cache.count().exec()).toBe(0);
    expect(await db.outbox.count().exec()).toBe(1);
    expect(await clearCachedAnswers(db)).toBe(0);
    await db.close();
  });
});
