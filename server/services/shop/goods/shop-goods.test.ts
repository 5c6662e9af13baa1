// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { goodsDetail } from '../../../../src/contract/catalogue/goods';
import { searchGoods } from '../../../../src/contract/catalogue/search';
import {
  addNewGoods, changeGoodsShelves, pullShopGoods, shopGoodsDetail, shopGoodsList, updateGoodsInfo,
} from '../../../../src/contract/shop/goods';
import { balanceInfo, walletConvert } from '../../../../src/contract/wallet/wallet';
import { creditBalance, PAY_PASSWORD, setPayPasswordByCode, shopHeaders } from '../../../test-support/checkout';
import { loginByCode } from '../../../test-support/login';
import { createTestApp, moneyHeaders, queryRows, userHeaders, type TestApp } from '../../../test-support/test-app';
import { uploadedImage } from '../../../test-support/images';
import { goodsDraft, leafGoodsClass } from '../../../test-support/shop-goods';
import { SHOP_OWNER_PHONE } from '../../../test-support/wallet';

let t: TestApp;
let owner: { token: string; shopToken: string };
let shop: Record<string, string>;
let leafClass: string;

const draft = (overrides: Record<string, unknown> = {}) => goodsDraft(t, owner.token, leafClass, overrides);
const search = async (keyword: string) => {
  const answer = await t.call(searchGoods, { keyword, pageNum: 1, pageSize: 20 });
  if (answer.code !== 0) throw new Error(answer.msg);
  return answer.data.goodsList.map((g) => g.goodsId);
};
const goodsCount = async () => (await queryRows<{ n: number }>(t, 'select count(*)::int as n from goods'))[0]!.n;

async function buyShelfTickets(count: number): Promise<void> {
  await setPayPasswordByCode(t, owner.token, SHOP_OWNER_PHONE);
  await creditBalance(t, SHOP_OWNER_PHONE, 10_000);
  const bought = await t.call(walletConvert, { rule: 'shelf-upto-pay', amount: `${count}.00`, payPassword: PAY_PASSWORD }, moneyHeaders(owner.token));
  expect(bought.code).toBe(0);
}

beforeEach(async () => {
  t = await createTestApp();
  owner = await loginByCode(t, SHOP_OWNER_PHONE);
  shop = shopHeaders(owner.token, owner.shopToken);
  leafClass = await leafGoodsClass(t);
});
afterEach(async () => { await t.close(); });

describe("a shop's goods (issue 12)", () => {
  it('publishes a draft once, whatever the retries, and lists it in the shop', async () => {
    const body = await draft();
    const first = await t.call(addNewGoods, body, { ...shop, 'idempotency-key': 'pub-1' });
    expect(first.data).toMatchObject({ goodsId: body.goodsId, salePrice: 5_990, stock: 20, onShelf: false, sales: 0 });
    const retried = await t.call(addNewGoods, body, { ...shop, 'idempotency-key': 'pub-2' });
    expect(retried.data.goodsId).toBe(body.goodsId);
    expect((await queryRows(t, `select id from goods where id = '${body.goodsId}'`))).toHaveLength(1);
    expect((await t.call(shopGoodsList, { keyword: '马克杯' }, shop)).data.list.map((g) => g.goodsId)).toEqual([body.goodsId]);
    expect((await t.call(shopGoodsList, { shelf: 'off' }, shop)).data.list.map((g) => g.goodsId)).toContain(body.goodsId);
    expect((await t.call(shopGoodsDetail, { goodsId: body.goodsId }, shop)).data.description).toBe('景德镇手工拉坯');
    const pulled = (await t.call(pullShopGoods, { updatedAt: t.clock.now - 1 }, shop)).data.documents;
    expect(pulled.map((d) => d.goodsId)).toContain(body.goodsId);
  });

  it('putting goods on the shelf costs one shelf ticket; then buyers find it in search', async () => {
    const body = await draft({ name: '星Q限定陶瓷杯' });
    await t.call(addNewGoods, body, shop);
    expect(await search('星Q限定陶瓷杯')).toEqual([]);
    expect(await t.call(changeGoodsShelves, { goodsId: body.goodsId, onShelf: true }, shop)).toMatchObject({ code: 4303, msg: '上架券不足，请先购买上架券' });
    await buyShelfTickets(2);
    expect((await t.call(changeGoodsShelves, { goodsId: body.goodsId, onShelf: true }, shop)).data.onShelf).toBe(true);
    expect((await t.call(changeGoodsShelves, { goodsId: body.goodsId, onShelf: true }, shop)).data.onShelf).toBe(true);
    const tickets = (await t.call(balanceInfo, {}, userHeaders(owner.token))).data.assets.find((a) => a.asset === 'SHELF')!;
    expect(tickets.available).toBe(1);
    expect(await search('星Q限定陶瓷杯')).toEqual([body.goodsId]);
    await t.call(changeGoodsShelves, { goodsId: body.goodsId, onShelf: false }, shop);
    expect(await search('星Q限定陶瓷杯')).toEqual([]);
  });

  it('an edit based on values changed elsewhere is refused field by field; a current one applies', async () => {
    const body = await draft();
    const created = (await t.call(addNewGoods, body, shop)).data;
    const deviceB = await t.call(updateGoodsInfo, { goodsId: body.goodsId, base: { salePrice: 5_990, stock: 20 }, changes: { salePrice: '49.90', stock: 15 } }, shop);
    expect(deviceB.data).toMatchObject({ salePrice: 4_990, stock: 15 });
    const deviceA = await t.call(updateGoodsInfo, { goodsId: body.goodsId, base: { salePrice: created.salePrice, name: created.name }, changes: { salePrice: '69.90', name: '手工陶瓷马克杯（大）' } }, shop);
    expect(deviceA).toMatchObject({ code: 4206, msg: '商品已在其他地方修改：售价，请核对后重新提交' });
    expect((await t.call(shopGoodsDetail, { goodsId: body.goodsId }, shop)).data).toMatchObject({ salePrice: 4_990, name: '手工陶瓷马克杯' });
    const chosen = await t.call(updateGoodsInfo, { goodsId: body.goodsId, base: { salePrice: 4_990, name: created.name }, changes: { salePrice: '69.90', name: '手工陶瓷马克杯（大）' } }, shop);
    expect(chosen.data).toMatchObject({ salePrice: 6_990, name: '手工陶瓷马克杯（大）' });
    const converged = await t.call(updateGoodsInfo, { goodsId: body.goodsId, base: { stock: 20 }, changes: { stock: 15 } }, shop);
    expect(converged.data.stock).toBe(15);
  });

  it('refuses bad input with a Chinese message and writes nothing', async () => {
    const before = await goodsCount();
    expect(await t.call(addNewGoods, await draft({ salePrice: '1.005' }), shop)).toMatchObject({ code: 4000, msg: '售价格式不正确，最多两位小数' });
    expect(await t.call(addNewGoods, await draft({ stock: -1 }), shop)).toMatchObject({ code: 4000, msg: '库存不能为负数' });
    expect(await t.call(addNewGoods, await draft({ name: '杯' }), shop)).toMatchObject({ code: 4000, msg: '商品名称至少2个字' });
    expect(await t.call(addNewGoods, await draft({ imgs: [] }), shop)).toMatchObject({ code: 4000, msg: '请至少上传一张商品图片' });
    expect(await t.call(addNewGoods, await draft({ classId: leafClass.slice(0, 2) }), shop)).toMatchObject({ code: 4000, msg: '请选择商品分类的最后一级' });
    // Issue 33: a class with a single child (数码电器 → 智能设备 → 智能手表) is not a last level either, nor is a class the tree does not hold.
    const [device] = await queryRows<{ id: string }>(t, "select id from goods_classes where name = '智能设备'");
    expect(await t.call(addNewGoods, await draft({ classId: device!.id }), shop)).toMatchObject({ code: 4000, msg: '请选择商品分类的最后一级' });
    expect(await t.call(addNewGoods, await draft({ classId: '999999' }), shop)).toMatchObject({ code: 4000, msg: '请选择商品分类的最后一级' });
    expect(await t.call(addNewGoods, await draft({ imgs: ['/media/upload/../../../etc/passwd'] }), shop)).toMatchObject({ code: 4000 });
    expect(await goodsCount()).toBe(before);
  });

  it("another shop's goods can be neither read for editing nor changed; a consumer or a banned shop is refused", async () => {
    const body = await draft();
    await t.call(addNewGoods, body, shop);
    const other = await loginByCode(t, '13800000004');
    const otherShop = shopHeaders(other.token, other.shopToken);
    expect((await t.call(shopGoodsDetail, { goodsId: body.goodsId }, otherShop)).code).toBe(4004);
    expect((await t.call(updateGoodsInfo, { goodsId: body.goodsId, base: { stock: 20 }, changes: { stock: 1 } }, otherShop)).code).toBe(4004);
    expect((await t.call(changeGoodsShelves, { goodsId: body.goodsId, onShelf: false }, otherShop)).code).toBe(4004);
    expect((await t.call(addNewGoods, { ...body, name: '抢注编号' }, otherShop))).toMatchObject({ code: 4009, msg: '商品编号已被占用，请重新创建' });
    const consumer = await loginByCode(t, '13912370001');
    expect((await t.call(shopGoodsList, {}, userHeaders(consumer.token))).code).toBe(4003);
    expect((await t.call(shopGoodsList, {}, shopHeaders(consumer.token, owner.shopToken))).code).toBe(4003);
    await t.database.db.execute(`update shops set banned = true where id = 'S0001'` as never);
    expect((await t.call(shopGoodsList, {}, shop)).code).toBe(4103);
  });

  it('keeps the detail pictures (goodsDetailImg, issue 31): the owner\'s own uploads only, edited field by field, shown to buyers', async () => {
    const picture = await uploadedImage(t, owner.token);
    const body = await draft({ detailImgs: [picture] });
    expect((await t.call(addNewGoods, body, shop)).data.detailImgs).toEqual([picture]);
    expect((await t.call(goodsDetail, { goodsId: body.goodsId })).data.detailImgs).toEqual([picture]);
    const stranger = await loginByCode(t, '13912370002');
    const before = await goodsCount();
    expect(await t.call(addNewGoods, await draft({ detailImgs: [await uploadedImage(t, stranger.token)] }), shop)).toMatchObject({ code: 4000 });
    expect(await goodsCount()).toBe(before);
    const second = await uploadedImage(t, owner.token);
    const edited = await t.call(updateGoodsInfo, { goodsId: body.goodsId, base: { detailImgs: [picture] }, changes: { detailImgs: [second, picture] } }, shop);
    expect(edited.data.detailImgs).toEqual([second, picture]);
    expect(await t.call(updateGoodsInfo, { goodsId: body.goodsId, base: { detailImgs: [picture] }, changes: { detailImgs: [] } }, shop))
      .toMatchObject({ code: 4206, msg: '商品已在其他地方修改：商品详情图片，请核对后重新提交' });
    // The other fields of goods.extra (the properties) stay.
    expect((await t.call(shopGoodsDetail, { goodsId: body.goodsId }, shop)).data).toMatchObject({ detailImgs: [second, picture], description: '景德镇手工拉坯' });
  });
});
