// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addBlindbox, addTheme, shelfBlindbox, shopBlindbox, shopSelThemes, shopUpdTheme, updBlindbox } from '../../../../src/contract/shop/themes';
import { goodsOfShop, shopHeaders } from '../../../test-support/checkout';
import { uploadedImage } from '../../../test-support/images';
import { loginByCode } from '../../../test-support/login';
import { createTestApp, queryRows, userHeaders, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
let shop: (key?: string) => Record<string, string>;
let otherShop: Record<string, string>;
let consumer: Record<string, string>;
let cover: string;
let otherCover: string;
let goodsIds: string[];

beforeEach(async () => {
  t = await createTestApp();
  const owner = await loginByCode(t, '13800000002');
  shop = (key) => shopHeaders(owner.token, owner.shopToken, key);
  const other = await loginByCode(t, '13800000004');
  otherShop = shopHeaders(other.token, other.shopToken);
  otherCover = await uploadedImage(t, other.token);
  consumer = userHeaders((await loginByCode(t, '13912340077')).token);
  cover = await uploadedImage(t, owner.token);
  const rows = await queryRows<{ id: string }>(t, "select id from goods where shop_id = 'S0001' order by id limit 3");
  goodsIds = rows.map((r) => r.id);
});
afterEach(async () => { await t.close(); });

const box = (over: Record<string, unknown> = {}) => ({
  boxId: `box-${randomUUID()}`, name: '星空系列盲盒', cover, price: '59.00',
  items: [{ goodsId: goodsIds[0], oddsBp: 7000 }, { goodsId: goodsIds[1], oddsBp: 2500 }, { goodsId: goodsIds[2], oddsBp: 500 }],
  guaranteeDraws: 10, guaranteeGoodsId: goodsIds[2], purchaseLimit: 5, ...over,
});

describe('themes (spec §7 nfatheme)', () => {
  it('created once by its id, listed, changed only from the version the owner saw', async () => {
    const theme = { themeId: `theme-${randomUUID()}`, name: '星空主题', cover, goodsIds: goodsIds.slice(0, 2), description: '夜空与星座' };
    const created = await t.call(addTheme, theme, shop());
    expect(created.data).toMatchObject({ name: '星空主题', goodsIds: goodsIds.slice(0, 2) });
    expect((await t.call(addTheme, theme, shop())).data.updatedAt).toBe(created.data.updatedAt);
    expect((await t.call(addTheme, theme, otherShop)).code).not.toBe(0);
    expect((await t.call(shopSelThemes, {}, shop())).data.list.map((x) => x.themeId)).toContain(theme.themeId);
    expect((await t.call(shopSelThemes, {}, otherShop)).data.list.map((x) => x.themeId)).not.toContain(theme.themeId);

    const renamed = await t.call(shopUpdTheme, { themeId: theme.themeId, baseUpdatedAt: created.data.updatedAt, changes: { name: '银河主题' } }, shop());
    expect(renamed.data.name).toBe('银河主题');
    const stale = await t.call(shopUpdTheme, { themeId: theme.themeId, baseUpdatedAt: created.data.updatedAt, changes: { name: '旧名字' } }, shop());
    expect(stale).toMatchObject({ code: 4206, msg: '主题已在其他设备上修改，请刷新后再改' });
    expect((await t.call(shopUpdTheme, { themeId: theme.themeId, baseUpdatedAt: renamed.data.updatedAt, changes: { name: '别家改名' } }, otherShop)).code).toBe(4004);
  });

  it('a theme of another shop\'s goods, or with no goods, is refused', async () => {
    const others = await goodsOfShop(t, 'S0002');
    expect((await t.call(addTheme, { themeId: `theme-${randomUUID()}`, name: '混搭主题', cover, goodsIds: [others.id] }, shop())).code).toBe(4004);
    expect((await t.call(addTheme, { themeId: `theme-${randomUUID()}`, name: '空主题', cover, goodsIds: [] }, shop())).msg).toBe('请至少选择一件商品');
  });
});

describe('blind boxes (spec §7 blindbox)', () => {
  it('odds must add up to exactly 100% and a box needs goods, on both sides', async () => {
    const short = box({ items: [{ goodsId: goodsIds[0], oddsBp: 5000 }, { goodsId: goodsIds[1], oddsBp: 4999 }], guaranteeDraws: null, guaranteeGoodsId: '' });
    expect(await t.call(addBlindbox, short, shop())).toMatchObject({ code: 4000, msg: '中奖概率合计必须为100%，当前为99.99%' });
    expect((await t.call(addBlindbox, box({ items: [], guaranteeDraws: null, guaranteeGoodsId: '' }), shop())).msg).toBe('盲盒至少需要一件商品');
    expect((await t.call(addBlindbox, box({ guaranteeGoodsId: 'G-NOT-IN-BOX' }), shop())).msg).toBe('保底商品必须是盲盒中的商品');
    expect((await t.call(addBlindbox, box(), otherShop)).msg).toContain('图片格式不正确');
    expect((await t.call(addBlindbox, box({ cover: otherCover }), otherShop)).code).toBe(4004);
    expect((await t.call(addBlindbox, box(), consumer)).code).toBe(4003);
  });

  it('each change is a new version with a frozen odds table; a stale edit is refused; replays act once', async () => {
    const input = box();
    const key = `k-${randomUUID()}`;
    const first = await t.call(addBlindbox, input, shop(key));
    expect(first.data).toMatchObject({ version: 1, onSale: false, price: 5900 });
    expect(first.data.items[0]!.valueFen).toBeGreaterThan(0);
    expect(await t.call(addBlindbox, input, shop(key))).toEqual(first);
    // On sale only as a goods with its stock (上架销售, sell-box.test.ts): a box not yet sold has no shelf of its own.
    expect(await t.call(shelfBlindbox, { boxId: input.boxId, onSale: true }, shop())).toMatchObject({ code: 4000, msg: '请先上架销售：填写盒数后上架' });

    const odds = [{ goodsId: goodsIds[0], oddsBp: 6000 }, { goodsId: goodsIds[1], oddsBp: 3000 }, { goodsId: goodsIds[2], oddsBp: 1000 }];
    const second = await t.call(updBlindbox, { ...input, items: odds, baseVersion: 1 }, shop());
    expect(second.data).toMatchObject({ version: 2, onSale: false, goodsId: '' });
    expect((await t.call(updBlindbox, { ...input, baseVersion: 1 }, shop())).code).toBe(4206);
    const versions = await queryRows<{ version: number; definition: { items: { oddsBp: number }[] } }>(t,
      `select version, definition from blind_box_versions where box_id = '${input.boxId}' order by version`);
    expect(versions.map((v) => v.definition.items.map((i) => i.oddsBp))).toEqual([[7000, 2500, 500], [6000, 3000, 1000]]);
    expect((await t.call(shopBlindbox, {}, shop())).data.list.find((b) => b.boxId === input.boxId)?.version).toBe(2);
    expect((await t.call(shopBlindbox, {}, otherShop)).data.list.some((b) => b.boxId === input.boxId)).toBe(false);
    // Another shop can neither change nor shelve it, and the box stays as its owner left it.
    expect((await t.call(updBlindbox, { ...input, cover: otherCover, items: odds, baseVersion: 2 }, otherShop)).code).toBe(4004);
    expect((await t.call(shelfBlindbox, { boxId: input.boxId, onSale: false }, otherShop)).code).toBe(4004);
    expect((await t.call(shopBlindbox, {}, shop())).data.list.find((b) => b.boxId === input.boxId)).toMatchObject({ version: 2, onSale: false });
  });
});
