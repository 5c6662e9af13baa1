// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { blindboxLogInfo, blindboxOffer, selBlindboxInfos } from '../../../../src/contract/kinds/blindbox';
import { selThemeDetailInfo, selThemeInfos } from '../../../../src/contract/kinds/collectibles';
import { memberPay } from '../../../../src/contract/orders/pay';
import { changeGoodsShelves, updateGoodsInfo } from '../../../../src/contract/shop/goods';
import { addBlindbox, sellBlindbox, shelfBlindbox, shopBlindbox, updBlindbox } from '../../../../src/contract/shop/themes';
import { walletConvert } from '../../../../src/contract/wallet/wallet';
import { BLINDBOX_BUY_MESSAGES as M } from '../../../../src/domain/blindbox-draw';
import { addAddress, creditBalance, PAY_PASSWORD, setPayPasswordByCode, shopHeaders } from '../../../test-support/checkout';
import { uploadedImage } from '../../../test-support/images';
import { loginByCode } from '../../../test-support/login';
import { createTestApp, moneyHeaders, queryRows, userHeaders, type TestApp } from '../../../test-support/test-app';
import { SHOP_OWNER_PHONE } from '../../../test-support/wallet';

// 上架销售 (issue 17): a box the shop made on shop_blindboxs is sold as a goods of kind blindbox and bought and drawn
// like the seeded ones; its stock and shelf are the goods'.
const BUYER = '13912347801';
let t: TestApp;
let owner: { token: string; shopToken: string };
let shop: (key?: string) => Record<string, string>;
let otherShop: Record<string, string>;
let itemIds: string[];

async function buyShelfTickets(count: number): Promise<void> {
  await setPayPasswordByCode(t, owner.token, SHOP_OWNER_PHONE);
  await creditBalance(t, SHOP_OWNER_PHONE, 10_000);
  const bought = await t.call(walletConvert, { rule: 'shelf-upto-pay', amount: `${count}.00`, payPassword: PAY_PASSWORD }, moneyHeaders(owner.token));
  expect(bought.code, bought.msg).toBe(0);
}

async function makeBox(): Promise<{ boxId: string }> {
  const input = {
    boxId: `box-${randomUUID()}`, name: '店铺自制盲盒', cover: await uploadedImage(t, owner.token), price: '39.00',
    items: [{ goodsId: itemIds[0], oddsBp: 6000 }, { goodsId: itemIds[1], oddsBp: 3000 }, { goodsId: itemIds[2], oddsBp: 1000 }],
  };
  const made = await t.call(addBlindbox, input, shop());
  expect(made.code, made.msg).toBe(0);
  return { boxId: input.boxId };
}

const offersNow = async () => (await t.call(selBlindboxInfos, { pageSize: 100 }, {})).data.list;
const goodsRow = async (id: string) =>
  (await queryRows<{ kind: string; sale_price: number; stock: number; on_shelf: boolean; shop_id: string; name: string }>(t,
    `select kind, sale_price, stock, on_shelf, shop_id, name from goods where id = '${id}'`))[0];

beforeEach(async () => {
  t = await createTestApp();
  owner = await loginByCode(t, SHOP_OWNER_PHONE);
  shop = (key) => shopHeaders(owner.token, owner.shopToken, key);
  const other = await loginByCode(t, '13800000004');
  otherShop = shopHeaders(other.token, other.shopToken);
  itemIds = (await queryRows<{ id: string }>(t, "select id from goods where shop_id = 'S0001' and kind = 'ordinary' and on_shelf order by id limit 3")).map((r) => r.id);
});
afterEach(async () => { await t.close(); });

describe('a shop-made blind box on sale (上架销售)', () => {
  it('becomes a blindbox goods once, shows in blindbox_index, and a buyer buys it and draws one of its items', async () => {
    const { boxId } = await makeBox();
    const sell = { boxId, baseVersion: 1, stock: 3 };
    expect(await t.call(shelfBlindbox, { boxId, onSale: true }, shop())).toMatchObject({ code: 4000, msg: '请先上架销售：填写盒数后上架' });
    expect(await t.call(sellBlindbox, sell, shop())).toMatchObject({ code: 4303, msg: '上架券不足，请先购买上架券' });
    expect(await queryRows(t, `select 1 from blind_box_goods where box_id = '${boxId}'`)).toHaveLength(0);
    await buyShelfTickets(2);

    // Another shop, a consumer's token and a stale version are refused, and nothing is linked.
    expect((await t.call(sellBlindbox, sell, otherShop)).code).toBe(4004);
    expect((await t.call(sellBlindbox, sell, userHeaders(owner.token))).code).toBe(4003);
    expect((await t.call(sellBlindbox, { ...sell, baseVersion: 2 }, shop())).code).toBe(4206);
    expect(await queryRows(t, `select 1 from blind_box_goods where box_id = '${boxId}'`)).toHaveLength(0);

    // Two devices sell it at once: one goods, one shelf ticket; a replay of the winner's key answers the same.
    const keys = [`k-${randomUUID()}`, `k-${randomUUID()}`];
    const racing = await Promise.all(keys.map((key) => t.call(sellBlindbox, sell, shop(key))));
    expect(racing.map((r) => r.code).sort()).toEqual([0, 4009]);
    const won = racing.findIndex((r) => r.code === 0);
    const sold = racing[won]!;
    expect(sold.data).toMatchObject({ boxId, onSale: true, stock: 3, version: 1 });
    expect(await t.call(sellBlindbox, sell, shop(keys[won]))).toEqual(sold);
    expect(await t.call(sellBlindbox, sell, shop())).toMatchObject({ code: 4009 });
    expect(await queryRows(t, "select 1 from goods where kind = 'blindbox' and name = '店铺自制盲盒'")).toHaveLength(1);
    const goodsId = sold.data.goodsId!;
    expect(await goodsRow(goodsId)).toMatchObject({ kind: 'blindbox', sale_price: 3900, stock: 3, on_shelf: true, shop_id: 'S0001', name: '店铺自制盲盒' });
    expect(await queryRows(t, `select 1 from blind_box_goods where box_id = '${boxId}'`)).toHaveLength(1);
    const listed = (await offersNow()).find((o) => o.boxId === boxId);
    expect(listed).toMatchObject({ goodsId, price: 3900, stock: 3, onSale: true, version: 1 });
    expect(listed!.items.map((i) => i.oddsBp)).toEqual([6000, 3000, 1000]);
    // blindbox_index lists newest first, page by page: the new box leads page one and no box is on two pages.
    const pageOne = (await t.call(selBlindboxInfos, { pageSize: 5 }, {})).data;
    expect(pageOne.list[0]?.boxId).toBe(boxId);
    const pageTwo = (await t.call(selBlindboxInfos, { pageNum: 2, pageSize: 5 }, {})).data.list;
    expect(pageTwo.filter((o) => pageOne.list.some((p) => p.boxId === o.boxId))).toEqual([]);
    expect(pageOne.total).toBe((await offersNow()).length);

    const buyer = await loginByCode(t, BUYER);
    const addressId = await addAddress(t, buyer.token);
    await setPayPasswordByCode(t, buyer.token, BUYER);
    await creditBalance(t, BUYER, 100_000);
    const made = await t.call(blindboxOffer, { goodsId, version: 1, price: 3900, addressId, remark: '' }, userHeaders(buyer.token));
    expect(made.code, made.msg).toBe(0);
    const paid = await t.call(memberPay, { orderIds: made.data.orderId, payPassword: PAY_PASSWORD }, moneyHeaders(buyer.token));
    expect(paid.code, paid.msg).toBe(0);
    const draw = (await t.call(blindboxLogInfo, { orderId: made.data.orderId }, userHeaders(buyer.token))).data.list[0]!;
    expect(itemIds).toContain(draw.itemGoodsId);
    expect(draw).toMatchObject({ boxId, version: 1 });
    expect((await goodsRow(goodsId))!.stock).toBe(2);
  });

  it('its stock and shelf are the goods\' (shop goods calls); its price follows the box; the odds change only as a new version', async () => {
    const { boxId } = await makeBox();
    await buyShelfTickets(3);
    const sold = (await t.call(sellBlindbox, { boxId, baseVersion: 1, stock: 5 }, shop())).data;
    const goodsId = sold.goodsId!;

    const restocked = await t.call(updateGoodsInfo, { goodsId, base: { stock: 5 }, changes: { stock: 40 } }, shop());
    expect(restocked.code, restocked.msg).toBe(0);
    expect((await offersNow()).find((o) => o.boxId === boxId)?.stock).toBe(40);
    expect(await t.call(updateGoodsInfo, { goodsId, base: { salePrice: 3900 }, changes: { salePrice: '1.00' } }, shop()))
      .toMatchObject({ code: 4000, msg: '盲盒的价格请在盲盒管理中修改' });
    expect((await t.call(updateGoodsInfo, { goodsId, base: { stock: 40 }, changes: { stock: 1 } }, otherShop)).code).toBe(4004);

    // Off the shelf by either call: the same shelf, gone from blindbox_index, its offer refused.
    expect((await t.call(changeGoodsShelves, { goodsId, onShelf: false }, shop())).data.onShelf).toBe(false);
    expect((await t.call(shopBlindbox, {}, shop())).data.list.find((b) => b.boxId === boxId)).toMatchObject({ onSale: false, goodsId, stock: 40 });
    expect((await offersNow()).some((o) => o.boxId === boxId)).toBe(false);
    const buyer = await loginByCode(t, BUYER);
    const addressId = await addAddress(t, buyer.token);
    expect(await t.call(blindboxOffer, { goodsId, version: 1, price: 3900, addressId, remark: '' }, userHeaders(buyer.token)))
      .toMatchObject({ code: 4202, msg: M.offSale });
    expect((await t.call(shelfBlindbox, { boxId, onSale: true }, otherShop)).code).toBe(4004);
    expect((await t.call(shelfBlindbox, { boxId, onSale: true }, shop())).data.onSale).toBe(true);
    expect((await goodsRow(goodsId))!.on_shelf).toBe(true);

    const box = (await t.call(shopBlindbox, {}, shop())).data.list.find((b) => b.boxId === boxId)!;
    const changed = await t.call(updBlindbox, {
      boxId, name: '店铺自制盲盒二代', cover: box.cover, price: '45.00', baseVersion: 1,
      items: [{ goodsId: itemIds[0], oddsBp: 5000 }, { goodsId: itemIds[1], oddsBp: 4000 }, { goodsId: itemIds[2], oddsBp: 1000 }],
    }, shop());
    expect(changed.data).toMatchObject({ version: 2, price: 4500, onSale: true });
    expect(await goodsRow(goodsId)).toMatchObject({ sale_price: 4500, name: '店铺自制盲盒二代' });
    expect(await t.call(blindboxOffer, { goodsId, version: 1, price: 3900, addressId, remark: '' }, userHeaders(buyer.token)))
      .toMatchObject({ code: 4206, msg: M.versionChanged });
  });
});

describe('seeded themes (theme-info)', () => {
  it('group the seeded collectibles with a cover and detail images', async () => {
    const themes = (await t.call(selThemeInfos, { pageSize: 50 }, {})).data.list.filter((x) => x.themeId.startsWith('TH-SEED-'));
    expect(themes.length).toBeGreaterThanOrEqual(2);
    const detail = (await t.call(selThemeDetailInfo, { themeId: themes[0]!.themeId }, {})).data;
    expect(detail.cover).toMatch(/^\/media\/img\//);
    expect(detail.detailImgs.length).toBe(2);
    expect(detail.goods.length).toBe(themes[0]!.goodsCount);
    expect(detail.goods.every((g) => g.goodsKind === 'nft')).toBe(true);
  });
});
