import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstValueFrom } from 'rxjs';
import type { ManagedCoupon } from '../contract/orders/coupons';
import type { OutboxEntry } from '../db/collections/outbox';
import type { StarqDatabase } from '../db/database';
import { cacheKey } from '../domain/cache-key';
import { COUPON_MUTATIONS } from './coupon-mutations';
import { emptyCouponFields } from './coupon-drafts';
import { openDraftHarness, type DraftHarness } from './draft-actions-harness';
import { LIVE_QUERIES } from './live-queries';

// No dev-mode plugin: it refuses the quotes a cache key with parameters holds (company.couponList by owner).
let db: StarqDatabase;
let n = 0;
let sent: DraftHarness['sent'];
let change: DraftHarness['change'];

beforeEach(async () => {
  ({ db, sent, change } = await openDraftHarness(`coupondrafts${++n}`));
});
afterEach(() => db.close());

const host = (over: Partial<ManagedCoupon> = {}): ManagedCoupon => ({
  templateId: 'C1', name: '满200减20', kind: 'FULL_REDUCTION', scope: 'SHOP', shopId: 'S1', shopName: '星Q店', goodsIds: [], threshold: 20000,
  amount: 2000, rate: 0, cap: 0, validFrom: null, validTo: null, validDays: 7, newUser: false, status: 'ISSUING', total: 100, perUser: 1,
  claimed: 0, used: 0, discountGiven: 0, createdAt: 1, updatedAt: 1, ...over,
});
const entry = (id: string) => ({ id, userId: 'U1' }) as OutboxEntry;

describe('coupon drafts in the one drafts collection (issue 32)', () => {
  it('a new coupon is written as typed, refused while a field is wrong, then saved once under its id through its owner\'s call', async () => {
    const blank = emptyCouponFields('company');
    await change({ op: 'fields', form: 'coupon', draftId: 'C9', fields: { ...blank, name: '平台直减', kind: 'DIRECT', amount: '0' } });
    expect((await firstValueFrom(LIVE_QUERIES.couponDrafts(db, { userId: 'U1', owner: 'company' }))).map((d) => [d.fields.name, d.state])).toEqual([['平台直减', 'draft']]);
    expect(await firstValueFrom(LIVE_QUERIES.couponDrafts(db, { userId: 'U1', owner: 'shop' }))).toEqual([]);
    expect(await firstValueFrom(LIVE_QUERIES.themeDrafts(db, { userId: 'U1' }))).toEqual([]);
    expect(await change({ op: 'publish', draftId: 'C9' })).toEqual({ ok: false, msg: '减免金额需大于0元，最多两位小数' });
    await change({ op: 'fields', form: 'coupon', draftId: 'C9', fields: { amount: '5', total: '50' } });
    expect(await change({ op: 'publish', draftId: 'C9' })).toEqual({ ok: true, draftId: 'C9' });
    expect(sent).toEqual([{ name: 'companyCoupon.save', args: expect.objectContaining({ templateId: 'C9', kind: 'DIRECT', scope: 'PLATFORM', amount: '5', threshold: '0', total: 50 }) }]);
    expect((await firstValueFrom(LIVE_QUERIES.couponDraft(db, { userId: 'U1', draftId: 'C9' })))?.outboxId).toBe('o1');
    expect(await change({ op: 'fields', form: 'coupon', draftId: 'C9', fields: { kind: 'WRONG' as never } })).toEqual({ ok: false, msg: '草稿内容格式不正确' });
  });

  it("the host's answer removes the draft it was published from and lands in the lists it belongs in", async () => {
    await change({ op: 'editCoupon', coupon: host(), owner: 'shop' });
    const draft = await firstValueFrom(LIVE_QUERIES.couponDraft(db, { userId: 'U1', draftId: 'C1' }));
    expect(draft).toMatchObject({ mode: 'edit', fields: { name: '满200减20', threshold: '200', amount: '20', validKind: 'DAYS', validDays: '7' } });
    await change({ op: 'fields', form: 'coupon', draftId: 'C1', fields: { amount: '30' } });
    await change({ op: 'publish', draftId: 'C1' });
    expect(sent[0]).toMatchObject({ name: 'shopCoupon.save', args: { templateId: 'C1', amount: '30' } });
    await db.cache.upsert({ key: cacheKey('shop.couponList', {}), json: JSON.stringify({ list: [host()] }), updatedAt: 1 });
    await COUPON_MUTATIONS['shopCoupon.save'].confirm(db, host({ amount: 3000 }), entry('o1'));
    expect(await db.drafts.findOne('U1:C1').exec()).toBeNull();
    const cached = JSON.parse((await db.cache.findOne(cacheKey('shop.couponList', {})).exec())!.json) as { list: ManagedCoupon[] };
    expect(cached.list.map((c) => c.amount)).toEqual([3000]);

    // The administrator's lists: a platform coupon joins 平台券 and the whole list, never 店铺券.
    for (const owner of ['platform', 'shops', ''] as const) {
      await db.cache.upsert({ key: cacheKey('company.couponList', { owner }), json: JSON.stringify({ list: [] }), updatedAt: 1 });
    }
    await COUPON_MUTATIONS['companyCoupon.save'].confirm(db, host({ templateId: 'P1', shopId: '', scope: 'PLATFORM' }), entry('o9'));
    const listed = async (owner: string) => (JSON.parse((await db.cache.findOne(cacheKey('company.couponList', { owner })).exec())!.json) as { list: ManagedCoupon[] }).list.length;
    expect([await listed('platform'), await listed('shops'), await listed('')]).toEqual([1, 0, 1]);
  });
});
