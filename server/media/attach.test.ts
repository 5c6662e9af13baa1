// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundApply } from '../../src/contract/orders/after-sales';
import { memberPay } from '../../src/contract/orders/pay';
import { CHECKOUT_MESSAGES as MESSAGES } from '../../src/domain/messages';
import { addAddress, buyNow, creditBalance, goodsOfShop, PAY_PASSWORD, setPayPasswordByCode } from '../test-support/checkout';
import { loginByCode } from '../test-support/login';
import { finishedRecord, testPng, tusClient } from '../test-support/media';
import { createTestApp, moneyHeaders, userHeaders, type TestApp } from '../test-support/test-app';

const PHONE = '13912345678';
let t: TestApp;
let buyer: string;
let other: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ token: buyer } = await loginByCode(t, PHONE));
  ({ token: other } = await loginByCode(t, '13700001111'));
  await setPayPasswordByCode(t, buyer, PHONE);
  await creditBalance(t, PHONE, 1_000_000);
});
afterAll(async () => { await t.close(); });

describe('pictures of the media service on an after-sales request (replacing uploadImage)', () => {
  it('takes the user\'s own finished images only', async () => {
    const order = await buyNow(t, buyer, await goodsOfShop(t, 'S0001'), await addAddress(t, buyer));
    const orderId = order.data.orderIds[0]!;
    expect((await t.call(memberPay, { orderIds: orderId, payPassword: PAY_PASSWORD }, moneyHeaders(buyer))).code).toBe(0);

    const mine = finishedRecord(await tusClient(t, buyer).upload(await testPng(60, 40), { kind: 'comment-image', filename: '破损.png' }));
    const theirs = finishedRecord(await tusClient(t, other).upload(await testPng(60, 40), { kind: 'comment-image', filename: 'x.png' }));
    const unfinished = (await tusClient(t, buyer).create(1000, { kind: 'comment-image', filename: 'y.png' })).headers.location as string;
    const apply = (images: string[]) => t.call(refundApply, { orderId, kind: 'REFUND_ONLY', reason: '质量问题', amount: order.data.total, images }, userHeaders(buyer));

    expect((await apply([theirs.urls.detail!])).msg).toBe(MESSAGES.imageInvalid);
    expect((await apply([`/media/m/${unfinished.split('/').pop()}/detail.webp`])).msg).toBe(MESSAGES.imageInvalid);
    expect((await apply([mine.urls.original!])).msg).toBe(MESSAGES.imageInvalid);
    expect((await apply([`/media/m/${mine.id}/../../etc/passwd`])).msg).toBe(MESSAGES.imageInvalid);
    const applied = await apply([mine.urls.detail!, mine.urls.list!]);
    expect(applied.code).toBe(0);
  });
});
