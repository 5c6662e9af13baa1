// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyAdminActions } from '../../../../src/contract/company/log';
import { addFeedback, companyFeedbackList, companyFeedbackReply, myFeedback } from '../../../../src/contract/service/feedback';
import { loginByCode } from '../../../test-support/login';
import { createTestApp, userHeaders, type TestApp } from '../../../test-support/test-app';
import { uploadedImage } from '../../../test-support/images';

let t: TestApp;
let alice: string;
let bob: string;
let aliceId: string;
let admin: string;
let shopOwner: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ token: alice, userId: aliceId } = await loginByCode(t, '13912345611'));
  ({ token: bob } = await loginByCode(t, '13912345612'));
  ({ token: admin } = await loginByCode(t, '13800000003'));
  ({ token: shopOwner } = await loginByCode(t, '13800000002'));
});
afterAll(async () => { await t.close(); });

const submit = (token: string, body: Record<string, unknown>, key = `fb-${Math.random().toString(36).slice(2)}`) =>
  t.call(addFeedback, { type: 'SUGGEST', content: '希望增加夜间模式', ...body }, userHeaders(token, key));

describe('feedback (spec §7 Feedback)', () => {
  it('takes a feedback with a picture, once per device id, and lists it for its author only', async () => {
    const url = await uploadedImage(t, alice, 'feedback-image');
    const sent = await submit(alice, { feedbackId: 'fb-a1', imgs: [url], contact: '13912345611' });
    expect(sent.code).toBe(0);
    expect(sent.data).toMatchObject({ feedbackId: 'fb-a1', status: 'PENDING', imgs: [url], replies: [] });
    const again = await submit(alice, { feedbackId: 'fb-a1', content: '另一个内容不会覆盖' });
    expect(again.data.content).toBe('希望增加夜间模式');
    const mine = (await t.call(myFeedback, {}, userHeaders(alice))).data;
    expect(mine.list.map((f) => f.feedbackId)).toEqual(['fb-a1']);
    // Bob's list never holds Alice's feedback, and the same device id of Bob's is his own row.
    expect((await t.call(myFeedback, {}, userHeaders(bob))).data.total).toBe(0);
    expect((await submit(bob, { feedbackId: 'fb-a1' })).data.imgs).toEqual([]);
    expect((await t.call(myFeedback, {}, userHeaders(alice))).data.list[0]!.imgs).toEqual([url]);
  });

  it("refuses another user's picture, bad input and visitors, in Chinese", async () => {
    const url = await uploadedImage(t, alice, 'feedback-image');
    expect((await submit(bob, { feedbackId: 'fb-b2', imgs: [url] })).code).toBe(4000);
    expect((await submit(bob, { feedbackId: 'fb-b3', content: '短' })).msg).toBe('反馈内容至少5个字');
    expect((await submit(bob, { feedbackId: 'fb-b4', content: '长'.repeat(501) })).msg).toBe('反馈内容不能超过500个字');
    expect((await submit(bob, { feedbackId: 'fb-b5', type: 'SPAM' })).msg).toBe('请选择反馈类型');
    expect((await submit(bob, { feedbackId: 'fb-b6', imgs: [url, url, url, url, url] })).code).toBe(4000);
    expect((await submit(bob, { feedbackId: '../x' })).msg).toBe('反馈编号格式不正确');
    expect((await t.call(myFeedback, {})).code).toBe(4012);
  });

  it('lets only the administrator list and reply; the user then sees the reply; the reply is logged', async () => {
    await submit(alice, { feedbackId: 'fb-a2', type: 'BUG', content: '订单页面偶尔白屏' });
    expect((await t.call(companyFeedbackList, {}, userHeaders(alice))).code).toBe(4003);
    expect((await t.call(companyFeedbackList, {}, userHeaders(shopOwner))).code).toBe(4003);
    const listed = (await t.call(companyFeedbackList, { keyword: '白屏' }, userHeaders(admin))).data;
    expect(listed.list.map((f) => f.feedbackId)).toEqual(['fb-a2']);
    expect(listed.list[0]!.userPhone).toBe('139****5611');

    const reply = { userId: aliceId, feedbackId: 'fb-a2', content: '感谢反馈，已修复' };
    expect((await t.call(companyFeedbackReply, reply, userHeaders(bob, 'r-1'))).code).toBe(4003);
    expect((await t.call(companyFeedbackReply, reply, userHeaders(shopOwner, 'r-2'))).code).toBe(4003);
    expect((await t.call(companyFeedbackReply, { ...reply, feedbackId: 'nope' }, userHeaders(admin, 'r-3'))).msg).toBe('反馈不存在');
    const answered = await t.call(companyFeedbackReply, reply, userHeaders(admin, 'r-4'));
    expect(answered.data.status).toBe('REPLIED');
    // A replay of the same key answers again without a second reply.
    await t.call(companyFeedbackReply, reply, userHeaders(admin, 'r-4'));
    const seen = (await t.call(myFeedback, {}, userHeaders(alice))).data.list.find((f) => f.feedbackId === 'fb-a2')!;
    expect(seen.status).toBe('REPLIED');
    expect(seen.replies.map((r) => r.content)).toEqual(['感谢反馈，已修复']);
    expect((await t.call(companyFeedbackList, { state: 'PENDING', keyword: '白屏' }, userHeaders(admin))).data.total).toBe(0);
    const log = (await t.call(companyAdminActions, { targetKind: 'feedback', targetId: `${aliceId}:fb-a2` }, userHeaders(admin))).data;
    expect(log.list.map((a) => a.action)).toEqual(['reply']);
  });
});
