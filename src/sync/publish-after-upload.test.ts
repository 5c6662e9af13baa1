import { indexedDB, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addRxPlugin } from 'rxdb';
import { RxDBDevModePlugin } from 'rxdb/plugins/dev-mode';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import { firstValueFrom } from 'rxjs';
import type { DraftMedia } from '../db/collections/drafts';
import { createStarqDatabase, type StarqDatabase } from '../db/database';
import { dexieStorage } from '../db/storage';
import { createDraftActions, MEDIA_WAITING_MSG } from './drafts';
import { LIVE_QUERIES } from './live-queries';
import { UPLOAD_FAILED_MSG } from './publish-after-upload';

addRxPlugin(RxDBDevModePlugin);

const IMG = '/api/media/files/m1/detail.webp';
let db: StarqDatabase;
let n = 0;
let sent: { name: string; args: Record<string, unknown> }[];
let dismissed: string[];
/** What the engine's mutate answers: a queued entry, or the argument check's refusal. */
let refuse: string | null;
let actions: ReturnType<typeof createDraftActions>;

beforeEach(async () => {
  sent = [];
  dismissed = [];
  refuse = null;
  const storage = wrappedValidateAjvStorage({ storage: dexieStorage({ indexedDB, IDBKeyRange }) as never });
  db = await createStarqDatabase(storage as never, `publishafter${++n}`);
  let id = 0;
  actions = createDraftActions({
    db, media: null, userId: () => 'U1', now: () => 1000 + id, newId: () => `id${++id}`,
    mutate: async (name, args) => {
      if (refuse) return { ok: false, msg: refuse };
      sent.push({ name, args });
      const entry = { id: `o${sent.length}`, seq: sent.length, clientId: 'c', userId: 'U1', name, args, preview: {}, createdAt: 1, status: 'pending' as const, errorCode: 0, errorMsg: '', attempts: 0 };
      await db.outbox.insert(entry);
      return { ok: true, id: entry.id };
    },
    dismiss: async (outboxId) => { dismissed.push(outboxId); await (await db.outbox.findOne(outboxId).exec())?.remove(); },
    kickUploads: () => undefined,
  });
});
afterEach(() => db.close());

/** A goods typed in full with one picture, as the uploader has it: `status` waiting (offline), done or refused. */
async function goodsWithPicture(status: DraftMedia['status'], error = '') {
  await actions.change({ op: 'fields', draftId: 'G1', fields: { name: '青瓷茶具', classId: 'C1', salePrice: '99', originalPrice: '128', stock: '20' } });
  await setPicture(status, error);
}

async function setPicture(status: DraftMedia['status'], error = '') {
  const doc = await db.drafts.findOne('U1:G1').exec();
  await doc!.incrementalModify((d) => ({
    ...d, media: [{ key: 'k1', slot: 'img' as const, status, progress: status === 'done' ? 100 : 0, url: status === 'done' ? IMG : '', mediaId: '', error }],
  }));
}

const draftView = () => firstValueFrom(LIVE_QUERIES.shopDraft(db, { userId: 'U1', draftId: 'G1' }));

describe('a goods tapped 发布 while its pictures wait to upload (issue 33)', () => {
  it('is accepted as 待发布 and published by the engine once, after its pictures are up, whatever the taps', async () => {
    await goodsWithPicture('waiting');
    expect(await actions.change({ op: 'publish', draftId: 'G1' })).toEqual({ ok: true, draftId: 'G1' });
    expect(await actions.change({ op: 'publish', draftId: 'G1' })).toEqual({ ok: true, draftId: 'G1' });
    expect(sent).toEqual([]);
    expect(await draftView()).toMatchObject({ state: 'queued', failMsg: '' });

    await actions.publishRequestedDrafts();
    expect(sent).toEqual([]);
    await setPicture('done');
    await Promise.all([actions.publishRequestedDrafts(), actions.publishRequestedDrafts()]);
    await actions.publishRequestedDrafts();
    expect(sent).toEqual([{ name: 'shopGoods.publish', args: expect.objectContaining({ goodsId: 'G1', name: '青瓷茶具', imgs: [IMG] }) }]);
    expect((await db.drafts.findOne('U1:G1').exec())?.outboxId).toBe('o1');
  });

  it('is not published while a picture was refused by the media service, and says why on the draft', async () => {
    await goodsWithPicture('waiting');
    await actions.change({ op: 'publish', draftId: 'G1' });
    await setPicture('failed', '文件类型不支持');
    await actions.publishRequestedDrafts();
    expect(sent).toEqual([]);
    expect(await draftView()).toMatchObject({ state: 'failed', failMsg: '文件类型不支持' });
    expect(await actions.change({ op: 'publish', draftId: 'G1' })).toEqual({ ok: false, msg: UPLOAD_FAILED_MSG });
  });

  it('says on the draft why the engine could not queue it, tries no more, and publishes on the next tap', async () => {
    await goodsWithPicture('waiting');
    await actions.change({ op: 'publish', draftId: 'G1' });
    await setPicture('done');
    refuse = '商品名称至少2个字';
    await actions.publishRequestedDrafts();
    expect(await draftView()).toMatchObject({ state: 'failed', failMsg: '商品名称至少2个字' });
    refuse = null;
    await actions.publishRequestedDrafts();
    expect(sent).toEqual([]);
    await actions.change({ op: 'publish', draftId: 'G1' });
    expect(sent.map((s) => s.name)).toEqual(['shopGoods.publish']);
    expect((await db.drafts.findOne('U1:G1').exec())?.fields.publishError).toBe('');
  });

  it('a publish the host refused is replaced by a new request when tapped again with a picture still to upload', async () => {
    await goodsWithPicture('done');
    await actions.change({ op: 'publish', draftId: 'G1' });
    await (await db.outbox.findOne('o1').exec())!.incrementalPatch({ status: 'rejected', errorCode: 4303, errorMsg: '上架券不足，请先购买上架券' });
    expect(await draftView()).toMatchObject({ state: 'failed', failMsg: '上架券不足，请先购买上架券' });
    await setPicture('waiting');
    await actions.change({ op: 'publish', draftId: 'G1' });
    expect(dismissed).toEqual(['o1']);
    expect(await draftView()).toMatchObject({ state: 'queued', outboxId: '' });
    await setPicture('done');
    await actions.publishRequestedDrafts();
    expect(sent.length).toBe(2);
  });

  it('is 待上传 until tapped; a theme (not drafted this way yet) still refuses while its pictures upload', async () => {
    await goodsWithPicture('waiting');
    expect(await draftView()).toMatchObject({ state: 'uploading' });
    await actions.change({ op: 'fields', form: 'theme', draftId: 'T1', fields: { name: '主题' } });
    const theme = await db.drafts.findOne('U1:T1').exec();
    await theme!.incrementalModify((d) => ({ ...d, media: [{ key: 'k2', slot: 'img' as const, status: 'waiting' as const, progress: 0, url: '', mediaId: '', error: '' }] }));
    expect(await actions.change({ op: 'publish', draftId: 'T1' })).toEqual({ ok: false, msg: MEDIA_WAITING_MSG });
  });
});
