import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addRxPlugin } from 'rxdb';
import { RxDBDevModePlugin } from 'rxdb/plugins/dev-mode';
import { firstValueFrom } from 'rxjs';
import type { Blindbox, Theme } from '../contract/shop/themes';
import type { StarqDatabase } from '../db/database';
import { openDraftHarness, type DraftHarness } from './draft-actions-harness';
import { LIVE_QUERIES } from './live-queries';

addRxPlugin(RxDBDevModePlugin);

const IMG = (n: number) => `/api/media/files/m${n}/detail.webp`;
let db: StarqDatabase;
let n = 0;
let sent: DraftHarness['sent'];
let change: DraftHarness['change'];

beforeEach(async () => {
  ({ db, sent, change } = await openDraftHarness(`formdrafts${++n}`));
});
afterEach(() => db.close());

/** Pictures as the uploader leaves them: on the host, with their variant URL. */
async function uploaded(draftId: string, urls: string[], coverKey: string) {
  const doc = await db.drafts.findOne(`U1:${draftId}`).exec();
  await doc!.incrementalModify((d) => ({
    ...d, fields: { ...d.fields, coverKey },
    media: urls.map((url) => ({ key: url, slot: 'img' as const, status: 'done' as const, progress: 100, url, mediaId: '', error: '' })),
  }));
}

const theme: Theme = { themeId: 'T1', shopId: 'S1', name: '星空主题', cover: IMG(1), detailImgs: [IMG(2)], description: '夜空', goodsIds: ['G1', 'G2'], updatedAt: 50 };
const box: Blindbox = {
  boxId: 'B1', shopId: 'S1', themeId: 'T1', name: '星空盲盒', cover: IMG(1), detailImgs: [], price: 5900, onSale: true, version: 2,
  items: [{ goodsId: 'G1', goodsName: '甲', goodsImg: '', oddsBp: 7000, valueFen: 100 }, { goodsId: 'G2', goodsName: '乙', goodsImg: '', oddsBp: 3000, valueFen: 200 }],
  guaranteeDraws: null, guaranteeGoodsId: '', purchaseLimit: 5, updatedAt: 60,
};

describe('theme and blind-box drafts in the one drafts collection', () => {
  it('a new theme is a theme draft (not a goods draft) and publishes once under its id, cover and detail images apart', async () => {
    expect(await change({ op: 'fields', form: 'theme', draftId: 'T9', fields: { name: '银河主题', goodsIds: ['G1'] } })).toEqual({ ok: true, draftId: 'T9' });
    await uploaded('T9', [IMG(5), IMG(6), IMG(7)], IMG(6));
    expect((await firstValueFrom(LIVE_QUERIES.themeDrafts(db, { userId: 'U1' }))).map((d) => d.fields.name)).toEqual(['银河主题']);
    expect(await firstValueFrom(LIVE_QUERIES.shopDrafts(db, { userId: 'U1' }))).toEqual([]);
    expect(await firstValueFrom(LIVE_QUERIES.shopDraft(db, { userId: 'U1', draftId: 'T9' }))).toBeNull();
    expect(await change({ op: 'publish', draftId: 'T9' })).toEqual({ ok: true, draftId: 'T9' });
    expect(sent).toEqual([{ name: 'shopTheme.add', args: { themeId: 'T9', name: '银河主题', cover: IMG(6), detailImgs: [IMG(5), IMG(7)], description: '', goodsIds: ['G1'] } }]);
    expect((await db.drafts.findOne('U1:T9').exec())?.outboxId).toBe('o1');
  });

  it('a theme edit sends only what changed, from the version the owner saw', async () => {
    await change({ op: 'editTheme', theme });
    expect(await change({ op: 'publish', draftId: 'T1' })).toEqual({ ok: false, msg: '没有需要保存的修改' });
    await change({ op: 'fields', form: 'theme', draftId: 'T1', fields: { name: '银河主题' } });
    await change({ op: 'publish', draftId: 'T1' });
    expect(sent).toEqual([{ name: 'shopTheme.update', args: { themeId: 'T1', baseUpdatedAt: 50, changes: { name: '银河主题' } } }]);
  });

  it('a form\'s fields are checked by its schema when written', async () => {
    await change({ op: 'fields', form: 'blindbox', draftId: 'B9', fields: { name: '盲盒' } });
    expect(await change({ op: 'fields', form: 'blindbox', draftId: 'B9', fields: { odds: { G1: 50 } } as never })).toEqual({ ok: false, msg: '草稿内容格式不正确' });
    expect(await change({ op: 'fields', form: 'theme', draftId: 'B9', fields: { name: '主题' } })).toEqual({ ok: false, msg: '草稿内容格式不正确' });
  });

  it('a new box is refused until its odds add up to exactly 100%, then sent whole in host units', async () => {
    await change({ op: 'fields', form: 'blindbox', draftId: 'B9', fields: { name: '新盲盒', goodsIds: ['G1', 'G2', 'G3'], price: '59', odds: { G1: '33.33', G2: '33.33', G3: '33.33' } } });
    await uploaded('B9', [IMG(8)], IMG(8));
    expect(await change({ op: 'publish', draftId: 'B9' })).toEqual({ ok: false, msg: '中奖概率合计必须为100%，当前为99.99%' });
    expect(sent).toEqual([]);
    await change({ op: 'fields', form: 'blindbox', draftId: 'B9', fields: { odds: { G1: '33.34', G2: '33.33', G3: '33.33' } } });
    await change({ op: 'publish', draftId: 'B9' });
    expect(sent[0]).toEqual({ name: 'blindbox.add', args: {
      boxId: 'B9', themeId: '', name: '新盲盒', cover: IMG(8), detailImgs: [], price: '59',
      items: [{ goodsId: 'G1', oddsBp: 3334 }, { goodsId: 'G2', oddsBp: 3333 }, { goodsId: 'G3', oddsBp: 3333 }],
      guaranteeDraws: null, guaranteeGoodsId: '', purchaseLimit: null,
    } });
  });

  it('a box edit carries its version; a conflict resolved takes the host\'s version as base, field by field', async () => {
    await change({ op: 'editBox', box });
    const draft = await firstValueFrom(LIVE_QUERIES.blindboxDraft(db, { userId: 'U1', draftId: 'B1' }));
    expect(draft?.fields).toMatchObject({ price: '59', odds: { G1: '70', G2: '30' }, purchaseLimit: '5', guaranteeDraws: '' });
    await change({ op: 'fields', form: 'blindbox', draftId: 'B1', fields: { name: '改名盲盒', odds: { G1: '60', G2: '40' } } });
    await change({ op: 'publish', draftId: 'B1' });
    expect(sent[0]).toMatchObject({ name: 'blindbox.update', args: { boxId: 'B1', baseVersion: 2, name: '改名盲盒', items: [{ goodsId: 'G1', oddsBp: 6000 }, { goodsId: 'G2', oddsBp: 4000 }] } });

    const host = { ...box, version: 3, price: 6900, name: '别处改名' };
    await change({ op: 'resolveBox', draftId: 'B1', host, keepMine: ['items', 'name'] });
    expect(sent[1]).toMatchObject({ name: 'blindbox.update', args: { baseVersion: 3, name: '改名盲盒', price: '69', items: [{ goodsId: 'G1', oddsBp: 6000 }, { goodsId: 'G2', oddsBp: 4000 }] } });
  });

  it('goods drafts are as before: written without a form, they are goods drafts', async () => {
    await change({ op: 'fields', draftId: 'G9', fields: { name: '青瓷茶具' } });
    expect((await firstValueFrom(LIVE_QUERIES.shopDrafts(db, { userId: 'U1' }))).map((d) => [d.form, d.fields.name, d.fields.kind])).toEqual([['goods', '青瓷茶具', 'ordinary']]);
    expect(await firstValueFrom(LIVE_QUERIES.themeDrafts(db, { userId: 'U1' }))).toEqual([]);
  });
});
