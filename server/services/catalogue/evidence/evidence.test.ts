// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addSource, selSourceList } from '../../../../src/contract/catalogue/evidence';
import { getAllAndNewList } from '../../../../src/contract/shop/goods-overview';
import { shopHeaders } from '../../../test-support/checkout';
import { loginByCode } from '../../../test-support/login';
import { createTestApp, queryRows, userHeaders, type TestApp } from '../../../test-support/test-app';
import { SHOP_OWNER_PHONE } from '../../../test-support/wallet';
import { uploadedImage } from '../../../test-support/images';

let t: TestApp;
let owner: { token: string; shopToken: string; userId: string };
let shop: Record<string, string>;
let goodsId: string;

async function evidence(overrides: Record<string, unknown> = {}) {
  const img = await uploadedImage(t, owner.token, 'goods-image');
  return {
    evidenceId: `e${Math.random().toString(36).slice(2, 12)}`, goodsId, title: '原产地证明', kind: 'origin', issuer: '景德镇市商务局',
    issuedOn: '2026-03-15', description: '景德镇本地窑口烧制', imgs: [img], ...overrides,
  };
}
const evidenceCount = async () => (await queryRows<{ n: number }>(t, 'select count(*)::int as n from goods_evidence'))[0]!.n;

beforeEach(async () => {
  t = await createTestApp();
  owner = await loginByCode(t, SHOP_OWNER_PHONE);
  shop = shopHeaders(owner.token, owner.shopToken);
  [{ id: goodsId }] = await queryRows<{ id: string }>(t, `select g.id from goods g join shops s on s.id = g.shop_id
    join users u on u.id = s.owner_user_id where u.phone = '${SHOP_OWNER_PHONE}' order by g.id limit 1`) as [{ id: string }];
});
afterEach(async () => { await t.close(); });

describe("a goods' evidence (issue 12)", () => {
  it('adds evidence once whatever the replays, and anyone reads it newest first', async () => {
    const body = await evidence();
    const first = await t.call(addSource, body, { ...shop, 'idempotency-key': 'ev-1' });
    expect(first.data).toMatchObject({ evidenceId: body.evidenceId, goodsId, title: '原产地证明', kind: 'origin', issuedOn: '2026-03-15' });
    expect((await t.call(addSource, body, { ...shop, 'idempotency-key': 'ev-1' })).data).toEqual(first.data);
    expect((await t.call(addSource, body, { ...shop, 'idempotency-key': 'ev-2' })).data.evidenceId).toBe(body.evidenceId);
    expect(await evidenceCount()).toBe(1);
    t.clock.now += 1000;
    await t.call(addSource, await evidence({ title: '质检报告', kind: 'inspection' }), shop);
    const visitor = await t.call(selSourceList, { goodsId });
    expect(visitor.code).toBe(0);
    expect(visitor.data.goods.goodsId).toBe(goodsId);
    expect(visitor.data.list.map((e) => e.title)).toEqual(['质检报告', '原产地证明']);
  });

  it('refuses bad input with a Chinese message and writes nothing', async () => {
    expect(await t.call(addSource, await evidence({ title: '证' }), shop)).toMatchObject({ code: 4000, msg: '存证标题至少2个字' });
    expect(await t.call(addSource, await evidence({ kind: 'rumour' }), shop)).toMatchObject({ code: 4000, msg: '请选择存证类型' });
    expect(await t.call(addSource, await evidence({ issuedOn: '2026-02-30' }), shop)).toMatchObject({ code: 4000, msg: '出具日期格式不正确' });
    expect(await t.call(addSource, await evidence({ issuedOn: '' }), shop)).toMatchObject({ code: 4000, msg: '请选择出具日期' });
    expect(await t.call(addSource, await evidence({ imgs: [] }), shop)).toMatchObject({ code: 4000, msg: '请至少上传一张存证图片' });
    expect(await t.call(addSource, await evidence({ description: '长'.repeat(501) }), shop)).toMatchObject({ code: 4000, msg: '存证说明不能超过500个字' });
    expect((await t.call(addSource, await evidence({ imgs: ['/media/upload/../../etc/passwd'] }), shop)).code).toBe(4000);
    expect((await t.call(addSource, await evidence({ imgs: ['/media/upload/AAAAAAAAAAAAAAAAAAAA'] }), shop)).code).toBe(4000);
    expect((await t.call(selSourceList, { goodsId: 'no-such-goods' })).code).toBe(4004);
    expect(await evidenceCount()).toBe(0);
  });

  it("refuses evidence on another shop's goods, and a consumer's token", async () => {
    const body = await evidence();
    const other = await loginByCode(t, '13800000004');
    const img = await uploadedImage(t, other.token, 'goods-image');
    const otherShop = shopHeaders(other.token, other.shopToken);
    expect(await t.call(addSource, { ...body, imgs: [img] }, otherShop)).toMatchObject({ code: 4004, msg: '商品不存在' });
    const consumer = await loginByCode(t, '13912370001');
    expect((await t.call(addSource, body, userHeaders(consumer.token))).code).toBe(4003);
    expect((await t.call(addSource, body, shopHeaders(consumer.token, owner.shopToken))).code).toBe(4003);
    expect(await evidenceCount()).toBe(0);
    await t.call(addSource, body, shop);
    expect(await t.call(addSource, { ...body, imgs: [img] }, otherShop)).toMatchObject({ code: 4009, msg: '存证编号已被占用，请重新提交' });
    expect((await t.call(selSourceList, { goodsId }, userHeaders(consumer.token))).data.list).toHaveLength(1);
  });

  it("counts the shop's goods and those changed in the last days", async () => {
    const [{ n }] = await queryRows<{ n: number }>(t, `select count(*)::int as n from goods g join shops s on s.id = g.shop_id
      join users u on u.id = s.owner_user_id where u.phone = '${SHOP_OWNER_PHONE}'`) as [{ n: number }];
    await t.database.db.execute(`update goods set updated_at = ${t.clock.now - 3_600_000} where id = '${goodsId}'` as never);
    const answer = (await t.call(getAllAndNewList, { newDays: 7, pageSize: 5 }, shop)).data;
    expect(answer.total).toBe(n);
    expect(answer.newList[0]!.goodsId).toBe(goodsId);
    expect(answer.newList.every((g) => g.updatedAt >= t.clock.now - 7 * 86_400_000)).toBe(true);
    expect(answer.list.length).toBe(Math.min(5, n));
    expect((await t.call(getAllAndNewList, {}, userHeaders(owner.token))).code).toBe(4003);
  });
});
