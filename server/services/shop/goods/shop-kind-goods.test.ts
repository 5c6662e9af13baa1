// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { goodsDetail } from '../../../../src/contract/catalogue/goods';
import { artGoodsDetail, goldGoodsDetail, ipGoodsDetail, metaGoodsDetail } from '../../../../src/contract/catalogue/goods-detail';
import { addNewGoods, shopGoodsDetail, shopGoodsList, updateGoodsInfo } from '../../../../src/contract/shop/goods';
import { shopHeaders } from '../../../test-support/checkout';
import { loginByCode } from '../../../test-support/login';
import { createTestApp, queryRows, type TestApp } from '../../../test-support/test-app';
import { goodsDraft, leafGoodsClass } from '../../../test-support/shop-goods';
import { SHOP_OWNER_PHONE } from '../../../test-support/wallet';

let t: TestApp;
let owner: { token: string; shopToken: string };
let shop: Record<string, string>;
let leafClass: string;

const draft = (overrides: Record<string, unknown> = {}) => goodsDraft(t, owner.token, leafClass, { name: '星Q联名公仔', salePrice: '199.00', originalPrice: '0', stock: 5, description: '', ...overrides });
const goodsCount = async () => (await queryRows<{ n: number }>(t, 'select count(*)::int as n from goods'))[0]!.n;
const extraOf = async (goodsId: string) => (await queryRows<{ extra: Record<string, unknown> }>(t, `select extra from goods where id = '${goodsId}'`))[0]!.extra;

beforeEach(async () => {
  t = await createTestApp();
  owner = await loginByCode(t, SHOP_OWNER_PHONE);
  shop = shopHeaders(owner.token, owner.shopToken);
  leafClass = await leafGoodsClass(t);
});
afterEach(async () => { await t.close(); });

describe('IP, art, gold and metaverse goods from the shop workspace (issue 12)', () => {
  it('stores each kind\'s facts in goods.extra, answers them to the owner and to the buyer\'s kind detail', async () => {
    const cases = [
      { kind: 'ip', info: { kind: 'ip', ipName: ' 星Q熊 ', license: 'IP-2026-001' }, want: { ipName: '星Q熊', license: 'IP-2026-001' }, detail: ipGoodsDetail },
      { kind: 'art', info: { kind: 'art', artist: '林风眠', year: '1962', material: '纸本设色' }, want: { artist: '林风眠', year: 1962, material: '纸本设色' }, detail: artGoodsDetail },
      { kind: 'gold', info: { kind: 'gold', weightGrams: '12.35', purity: '足金999' }, want: { weightGrams: 12.35, purity: '足金999' }, detail: goldGoodsDetail },
      { kind: 'meta', info: { kind: 'meta', world: '星Q元宇宙', parcel: 'A-12-07' }, want: { world: '星Q元宇宙', parcel: 'A-12-07' }, detail: metaGoodsDetail },
    ] as const;
    for (const c of cases) {
      const body = await draft({ kind: c.kind, kindInfo: c.info });
      const published = await t.call(addNewGoods, body, shop);
      expect(published.code, published.msg).toBe(0);
      expect(published.data).toMatchObject({ kind: c.kind, kindInfo: { kind: c.kind, ...c.want }, specs: [] });
      expect(await extraOf(body.goodsId)).toMatchObject(c.want);
      expect((await t.call(c.detail, { goodsId: body.goodsId })).data.kindInfo).toEqual(c.want);
      expect((await t.call(shopGoodsList, { kind: c.kind }, shop)).data.list.map((g) => g.goodsId)).toEqual([body.goodsId]);
    }
  });

  it('refuses a kind\'s bad facts with a Chinese message and writes nothing', async () => {
    const before = await goodsCount();
    const refused = async (kind: string, kindInfo: unknown) => t.call(addNewGoods, await draft({ kind, kindInfo }), shop);
    expect(await refused('ip', undefined)).toMatchObject({ code: 4000, msg: '请填写商品类型信息' });
    expect(await refused('ip', { kind: 'ip', ipName: '星Q熊', license: '' })).toMatchObject({ code: 4000, msg: '请填写授权编号' });
    expect(await refused('ip', { kind: 'ip', ipName: '熊'.repeat(31), license: 'L1' })).toMatchObject({ code: 4000, msg: 'IP名称不能超过30个字' });
    expect(await refused('ip', { kind: 'art', artist: '佚名', year: 1990, material: '布面油画' })).toMatchObject({ code: 4000, msg: '商品类型信息与商品类型不符' });
    expect(await refused('art', { kind: 'art', artist: '佚名', year: '一九九〇', material: '布面油画' })).toMatchObject({ code: 4000, msg: '创作年份须为整数' });
    expect(await refused('art', { kind: 'art', artist: '佚名', year: 1990.5, material: '布面油画' })).toMatchObject({ code: 4000, msg: '创作年份须为整数' });
    expect(await refused('art', { kind: 'art', artist: '佚名', year: '3000', material: '布面油画' })).toMatchObject({ code: 4000, msg: '创作年份须在1000到2100年之间' });
    expect(await refused('gold', { kind: 'gold', weightGrams: '1.234', purity: '足金' })).toMatchObject({ code: 4000, msg: '克重须为数字，最多两位小数' });
    expect(await refused('gold', { kind: 'gold', weightGrams: '0', purity: '足金' })).toMatchObject({ code: 4000, msg: '克重须大于0' });
    expect(await refused('gold', { kind: 'gold', weightGrams: -3, purity: '足金' })).toMatchObject({ code: 4000, msg: '克重须为数字，最多两位小数' });
    expect(await refused('meta', { kind: 'meta', world: '', parcel: 'A-1' })).toMatchObject({ code: 4000, msg: '请填写所属元宇宙' });
    expect(await refused('ordinary', { kind: 'ip', ipName: '星Q熊', license: 'L1' })).toMatchObject({ code: 4000, msg: '商品类型信息与商品类型不符' });
    expect(await goodsCount()).toBe(before);
  });

  it('a change to the facts based on facts changed elsewhere is refused; a current one applies; another kind\'s facts are refused', async () => {
    const body = await draft({ kind: 'art', kindInfo: { kind: 'art', artist: '林风眠', year: 1962, material: '纸本设色' } });
    const created = (await t.call(addNewGoods, body, shop)).data;
    const deviceB = await t.call(updateGoodsInfo, {
      goodsId: body.goodsId, base: { kindInfo: created.kindInfo }, changes: { kindInfo: { kind: 'art', artist: '林风眠', year: '1963', material: '纸本设色' } },
    }, shop);
    expect(deviceB.data.kindInfo).toEqual({ kind: 'art', artist: '林风眠', year: 1963, material: '纸本设色' });
    const deviceA = await t.call(updateGoodsInfo, {
      goodsId: body.goodsId, base: { kindInfo: created.kindInfo }, changes: { kindInfo: { kind: 'art', artist: '林风眠', year: 1962, material: '绢本设色' } },
    }, shop);
    expect(deviceA).toMatchObject({ code: 4206, msg: '商品已在其他地方修改：商品类型信息，请核对后重新提交' });
    expect((await t.call(shopGoodsDetail, { goodsId: body.goodsId }, shop)).data.kindInfo).toMatchObject({ year: 1963, material: '纸本设色' });
    const chosen = await t.call(updateGoodsInfo, {
      goodsId: body.goodsId, base: { kindInfo: deviceB.data.kindInfo }, changes: { kindInfo: { kind: 'art', artist: '林风眠', year: 1963, material: '绢本设色' } },
    }, shop);
    expect(chosen.data.kindInfo).toEqual({ kind: 'art', artist: '林风眠', year: 1963, material: '绢本设色' });
    expect((await t.call(artGoodsDetail, { goodsId: body.goodsId })).data.kindInfo).toEqual({ artist: '林风眠', year: 1963, material: '绢本设色' });
    const wrongKind = await t.call(updateGoodsInfo, {
      goodsId: body.goodsId, base: { kindInfo: chosen.data.kindInfo }, changes: { kindInfo: { kind: 'gold', weightGrams: 3, purity: '足金' } },
    }, shop);
    expect(wrongKind).toMatchObject({ code: 4000, msg: '商品类型信息与商品类型不符' });
  });

  it("another shop's token can neither read nor change a kind goods' facts", async () => {
    const body = await draft({ kind: 'ip', kindInfo: { kind: 'ip', ipName: '星Q熊', license: 'IP-2026-001' } });
    const created = (await t.call(addNewGoods, body, shop)).data;
    const other = await loginByCode(t, '13800000004');
    const otherShop = shopHeaders(other.token, other.shopToken);
    expect((await t.call(shopGoodsDetail, { goodsId: body.goodsId }, otherShop)).code).toBe(4004);
    const changed = await t.call(updateGoodsInfo, {
      goodsId: body.goodsId, base: { kindInfo: created.kindInfo }, changes: { kindInfo: { kind: 'ip', ipName: '冒名熊', license: 'X' } },
    }, otherShop);
    expect(changed.code).toBe(4004);
    expect(await extraOf(body.goodsId)).toMatchObject({ ipName: '星Q熊' });
  });
});

describe('goods properties (goodsProSetting)', () => {
  it('stores the properties, answers them to the owner and shows them in the buyer\'s detail; a stale change is refused', async () => {
    const specs = [{ name: '颜色', values: ['红', '蓝'] }, { name: ' 尺寸 ', values: ['大', '小'] }];
    const body = await draft({ name: '纯棉T恤', specs });
    const created = (await t.call(addNewGoods, body, shop)).data;
    expect(created.specs).toEqual([{ name: '颜色', values: ['红', '蓝'] }, { name: '尺寸', values: ['大', '小'] }]);
    expect((await t.call(goodsDetail, { goodsId: body.goodsId })).data.specs).toEqual(created.specs);
    const deviceB = await t.call(updateGoodsInfo, { goodsId: body.goodsId, base: { specs: created.specs }, changes: { specs: [{ name: '颜色', values: ['红'] }] } }, shop);
    expect(deviceB.data.specs).toEqual([{ name: '颜色', values: ['红'] }]);
    const deviceA = await t.call(updateGoodsInfo, { goodsId: body.goodsId, base: { specs: created.specs }, changes: { specs: [{ name: '颜色', values: ['绿'] }] } }, shop);
    expect(deviceA).toMatchObject({ code: 4206, msg: '商品已在其他地方修改：商品属性，请核对后重新提交' });
    expect(await extraOf(body.goodsId)).toMatchObject({ specs: [{ name: '颜色', values: ['红'] }] });
  });

  it('refuses duplicate, empty, too long and too many properties and writes nothing', async () => {
    const before = await goodsCount();
    const refused = async (specs: unknown) => t.call(addNewGoods, await draft({ specs }), shop);
    expect(await refused([{ name: '颜色', values: ['红'] }, { name: '颜色', values: ['蓝'] }])).toMatchObject({ code: 4000, msg: '属性名不能重复' });
    expect(await refused([{ name: '颜色', values: ['红', '红'] }])).toMatchObject({ code: 4000, msg: '同一属性的值不能重复' });
    expect(await refused([{ name: '颜色', values: [] }])).toMatchObject({ code: 4000, msg: '每个属性至少填写一个值' });
    expect(await refused([{ name: '', values: ['红'] }])).toMatchObject({ code: 4000, msg: '请填写属性名' });
    expect(await refused([{ name: '颜色', values: ['红'.repeat(21)] }])).toMatchObject({ code: 4000, msg: '属性值不能超过20个字' });
    expect(await refused(Array.from({ length: 6 }, (_, i) => ({ name: `属性${i}`, values: ['有'] })))).toMatchObject({ code: 4000, msg: '最多5个商品属性' });
    expect(await refused([{ name: '颜色', values: Array.from({ length: 11 }, (_, i) => `色${i}`) }])).toMatchObject({ code: 4000, msg: '每个属性最多10个值' });
    expect(await goodsCount()).toBe(before);
  });
});
