// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CODES } from '../../../src/contract/codes';
import {
  addMsg, fireDynamic, iceDynamic, selCommunities, selDynamicDetail, selDynamicMsgs, selFocuUsersDys, selGuessLike, selHotDynamic, selTypeDynamic,
  selDyUsersInfo, selUsersDyList, shopDynamicByClass, shopDynamicByMember, usersDelDy, usersDyList, usersRelDy,
} from '../../../src/contract/social/dynamic';
import { focusAdd } from '../../../src/contract/catalogue/my-lists';
import { cancelFocus, removeFocus, selFocusMyself, selFocusUsers, selFocusUsersList, selUsersFanList, usersAddFocus } from '../../../src/contract/social/user-follows';
import { shopHeaders } from '../../test-support/checkout';
import { loginByCode } from '../../test-support/login';
import { finishedRecord, testPng, tusClient } from '../../test-support/media';
import { createTestApp, userHeaders, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let a: { token: string; userId: string };
let b: { token: string; userId: string };
let keyNo = 0;
const as = (token: string) => userHeaders(token, `social-${(keyNo += 1)}`);
const dyId = () => `dy-test-${(keyNo += 1)}-abcdefgh`;

beforeEach(async () => {
  t = await createTestApp();
  a = await loginByCode(t, '13912341801');
  b = await loginByCode(t, '13912341802');
});
afterEach(async () => { await t.close(); });

async function post(token: string, input: Partial<{ dynamicId: string; communityId: string; text: string; imgs: string[] }> = {}) {
  return t.call(usersRelDy, { dynamicId: dyId(), communityId: 'C01', text: '今天买到的好物', imgs: [], ...input }, as(token));
}

describe('follows (dyfocus)', () => {
  it('follows once, lists follows and fans both ways, unfollows and removes a fan', async () => {
    expect((await t.call(usersAddFocus, { userId: b.userId }, as(a.token))).data).toEqual({ userId: b.userId, following: true, fans: 1 });
    expect((await t.call(usersAddFocus, { userId: b.userId }, as(a.token))).data.fans).toBe(1);
    expect((await t.call(selFocusUsers, { userId: b.userId }, userHeaders(a.token))).data.following).toBe(true);
    expect((await t.call(selFocusUsers, { userId: a.userId }, userHeaders(b.token))).data.following).toBe(false);
    expect((await t.call(selFocusUsersList, {}, userHeaders(a.token))).data.list.map((u) => u.userId)).toEqual([b.userId]);
    const fans = (await t.call(selUsersFanList, {}, userHeaders(b.token))).data;
    expect(fans).toMatchObject({ total: 1, list: [{ userId: a.userId, followed: false }] });
    expect((await t.call(selFocusMyself, {}, userHeaders(b.token))).data).toEqual({ focus: 0, fans: 1 });

    expect((await t.call(removeFocus, { userId: a.userId }, as(b.token))).data).toMatchObject({ following: false, fans: 0 });
    expect((await t.call(selFocusUsers, { userId: b.userId }, userHeaders(a.token))).data.following).toBe(false);
    await t.call(usersAddFocus, { userId: b.userId }, as(a.token));
    expect((await t.call(cancelFocus, { userId: b.userId }, as(a.token))).data).toMatchObject({ following: false, fans: 0 });
  });

  it('refuses following oneself or nobody, without a login, in Chinese', async () => {
    expect(await t.call(usersAddFocus, { userId: a.userId }, as(a.token))).toMatchObject({ code: CODES.validation, msg: '不能关注自己' });
    expect(await t.call(usersAddFocus, { userId: 'NOBODY' }, as(a.token))).toMatchObject({ code: CODES.notFound, msg: '用户不存在' });
    expect((await t.call(usersAddFocus, { userId: '' }, as(a.token))).msg).toBe('请填写用户编号');
    expect((await t.call(usersAddFocus, { userId: b.userId }, {})).code).not.toBe(0);
    expect((await t.call(selUsersFanList, {}, {})).code).not.toBe(0);
  });
});

describe('dynamics', () => {
  it('posts once under its id with the author\'s own pictures; lists, detail, community, hot and guess-you-like show it', async () => {
    const img = finishedRecord(await tusClient(t, a.token).upload(await testPng(40, 30), { kind: 'dynamic-image', filename: 'a.png' }));
    const dynamicId = dyId();
    const first = await post(a.token, { dynamicId, imgs: [img.urls.detail!] });
    expect(first.code, first.msg).toBe(0);
    expect(first.data).toMatchObject({ dynamicId, userId: a.userId, communityName: '好物分享', imgs: [img.urls.detail], fire: 0, myVote: '' });
    expect((await post(a.token, { dynamicId, text: '第二次' })).data.text).toBe('今天买到的好物');
    expect((await t.call(usersDyList, {}, userHeaders(a.token))).data.list.filter((d) => d.dynamicId === dynamicId)).toHaveLength(1);
    expect((await t.call(selUsersDyList, { userId: a.userId }, {})).data.total).toBe(1);
    expect((await t.call(selDynamicDetail, { dynamicId }, {})).data.text).toBe('今天买到的好物');
    expect((await t.call(selTypeDynamic, { communityId: 'C01' }, {})).data.list.map((d) => d.dynamicId)).toContain(dynamicId);
    expect((await t.call(selHotDynamic, {}, {})).data.list.map((d) => d.dynamicId)).toContain(dynamicId);
    expect((await t.call(selGuessLike, {}, userHeaders(b.token))).data.list.map((d) => d.dynamicId)).toContain(dynamicId);
    expect((await t.call(selCommunities, {}, {})).data.map((c) => c.name)).toContain('晒单');
  });

  it('reaches the following list of those who follow the author, and only theirs', async () => {
    await t.call(usersAddFocus, { userId: a.userId }, as(b.token));
    const { data } = await post(a.token);
    expect((await t.call(selFocuUsersDys, {}, userHeaders(b.token))).data.list.map((d) => d.dynamicId)).toEqual([data.dynamicId]);
    const c = await loginByCode(t, '13912341803');
    expect((await t.call(selFocuUsersDys, {}, userHeaders(c.token))).data.list).toEqual([]);
  });

  it('fire and ice: one vote per user, switchable; messages counted and listed in order', async () => {
    const { data } = await post(a.token);
    const dynamicId = data.dynamicId;
    expect((await t.call(fireDynamic, { dynamicId }, as(b.token))).data).toEqual({ dynamicId, fire: 1, ice: 0, myVote: 'fire' });
    expect((await t.call(fireDynamic, { dynamicId }, as(b.token))).data.fire).toBe(1);
    expect((await t.call(iceDynamic, { dynamicId }, as(b.token))).data).toEqual({ dynamicId, fire: 0, ice: 1, myVote: 'ice' });
    expect((await t.call(fireDynamic, { dynamicId }, as(a.token))).data).toMatchObject({ fire: 1, ice: 1 });
    expect((await t.call(selDynamicDetail, { dynamicId }, userHeaders(b.token))).data.myVote).toBe('ice');
    await t.call(addMsg, { dynamicId, msgId: 'msg-aaaa-0001', text: '好看' }, as(b.token));
    await t.call(addMsg, { dynamicId, msgId: 'msg-aaaa-0001', text: '好看' }, as(b.token));
    await t.call(addMsg, { dynamicId, msgId: 'msg-aaaa-0002', text: '谢谢' }, as(a.token));
    expect((await t.call(selDynamicMsgs, { dynamicId }, {})).data.list.map((m) => m.text)).toEqual(['好看', '谢谢']);
    expect((await t.call(selDynamicDetail, { dynamicId }, {})).data.msgs).toBe(2);
  });

  it("refuses another user's dynamics, pictures and messages, bad input in Chinese, and other roles' tokens", async () => {
    const { data } = await post(a.token);
    expect(await t.call(usersDelDy, { dynamicId: data.dynamicId }, as(b.token))).toMatchObject({ code: CODES.forbidden, msg: '只能删除自己的动态' });
    expect(await post(b.token, { dynamicId: data.dynamicId, text: '改掉' })).toMatchObject({ code: CODES.forbidden });
    expect((await t.call(selDynamicDetail, { dynamicId: data.dynamicId }, {})).data.text).toBe('今天买到的好物');
    const hers = finishedRecord(await tusClient(t, a.token).upload(await testPng(40, 30), { kind: 'dynamic-image', filename: 'a.png' }));
    expect((await post(b.token, { imgs: [hers.urls.detail!] })).msg).toBe('只能发布自己上传的图片');
    await t.call(addMsg, { dynamicId: data.dynamicId, msgId: 'msg-bbbb-0001', text: '我的' }, as(a.token));
    expect((await t.call(addMsg, { dynamicId: data.dynamicId, msgId: 'msg-bbbb-0001', text: '抢' }, as(b.token))).code).toBe(CODES.forbidden);

    expect((await post(a.token, { text: '', imgs: [] })).msg).toBe('请输入动态内容或添加图片');
    expect((await post(a.token, { text: '长'.repeat(1001) })).msg).toBe('动态内容不能超过1000字');
    expect((await post(a.token, { imgs: Array(10).fill(hers.urls.detail) })).msg).toBe('最多上传9张图片');
    expect((await post(a.token, { imgs: ['http://evil/x.png'] })).msg).toBe('图片不正确，请重新选择');
    expect((await post(a.token, { communityId: 'NONE' })).msg).toBe('圈子不存在');
    expect((await t.call(addMsg, { dynamicId: data.dynamicId, msgId: 'msg-cccc-0001', text: ' ' }, as(b.token))).msg).toBe('请输入评论内容');
    expect((await t.call(fireDynamic, { dynamicId: 'NONE' }, as(b.token))).msg).toBe('动态不存在');

    const owner = await loginByCode(t, '13800000002');
    const shopOnly = { ...shopHeaders('', owner.shopToken), 'idempotency-key': 'social-shop-1' };
    expect((await t.call(fireDynamic, { dynamicId: data.dynamicId }, shopOnly)).code).not.toBe(0);
    expect((await t.call(usersRelDy, { dynamicId: dyId(), communityId: 'C01', text: 'x', imgs: [] }, {})).code).not.toBe(0);

    expect((await t.call(usersDelDy, { dynamicId: data.dynamicId }, as(a.token))).data.deleted).toBe(true);
    expect((await t.call(selDynamicDetail, { dynamicId: data.dynamicId }, {})).code).toBe(CODES.notFound);
  });
});

describe('the user page (seldyusersinfo) and paging', () => {
  it('counts follows, fans, dynamics and videos for anyone, and whether the caller follows; pages past the first 20', async () => {
    await t.call(usersAddFocus, { userId: a.userId }, as(b.token));
    for (let i = 0; i < 22; i += 1) await post(a.token, { text: `第${i + 1}条` });
    const info = await t.call(selDyUsersInfo, { userId: a.userId }, userHeaders(b.token));
    expect(info.data).toMatchObject({ userId: a.userId, fans: 1, focus: 0, dynamics: 22, videos: 0, followed: true });
    expect((await t.call(selDyUsersInfo, { userId: a.userId }, {})).data.followed).toBe(false);
    expect((await t.call(selDyUsersInfo, { userId: 'NOBODY' }, {})).msg).toBe('用户不存在');
    const first = (await t.call(selUsersDyList, { userId: a.userId, pageNum: 1, pageSize: 20 }, {})).data;
    const second = (await t.call(selUsersDyList, { userId: a.userId, pageNum: 2, pageSize: 20 }, {})).data;
    expect([first.list.length, second.list.length, first.total]).toEqual([20, 2, 22]);
    expect(new Set([...first.list, ...second.list].map((d) => d.dynamicId)).size).toBe(22);
  }, 30_000);
});

describe("the shop's dynamic info by class and by member (issue 13)", () => {
  it("lists only its own members' dynamics, by community and by member; refuses another shop's member, users and no token", async () => {
    const owner = await loginByCode(t, '13800000002');
    const other = await loginByCode(t, '13800000004');
    await t.call(focusAdd, { shopsId: 'S0001' }, as(a.token));
    const inC02 = (await post(a.token, { communityId: 'C02', text: '晒单：店里买的' })).data;
    const inC01 = (await post(a.token, { communityId: 'C01' })).data;
    const notMember = (await post(b.token, { communityId: 'C02', text: '不是会员' })).data;
    const shop = (key: string) => shopHeaders(owner.token, owner.shopToken, key);

    const allAnswer = await t.call(shopDynamicByClass, {}, shop('sd-1'));
    expect(allAnswer.code, allAnswer.msg).toBe(0);
    const all = allAnswer.data;
    const ids = all.list.map((d) => d.dynamicId);
    expect(ids).toEqual(expect.arrayContaining([inC02.dynamicId, inC01.dynamicId]));
    expect(ids).not.toContain(notMember.dynamicId);
    const c02 = (await t.call(shopDynamicByClass, { communityId: 'C02', memberId: a.userId }, shop('sd-2'))).data;
    expect(c02.list.map((d) => d.dynamicId)).toEqual([inC02.dynamicId]);
    expect(c02.classes.find((c) => c.communityId === 'C02')).toMatchObject({ name: '晒单', count: 1 });
    expect(c02.classes.find((c) => c.communityId === 'C01')!.count).toBe(1);
    const members = (await t.call(shopDynamicByMember, {}, shop('sd-3'))).data;
    expect(members.list.find((m) => m.userId === a.userId)).toMatchObject({ dynamics: 2 });
    expect(members.list.map((m) => m.userId)).not.toContain(b.userId);

    expect(await t.call(shopDynamicByClass, { memberId: b.userId }, shop('sd-4'))).toMatchObject({ code: CODES.forbidden, msg: '只能查看本店会员的动态' });
    const otherShop = await t.call(shopDynamicByClass, { memberId: a.userId }, shopHeaders(other.token, other.shopToken, 'sd-5'));
    expect(otherShop).toMatchObject({ code: CODES.forbidden, msg: '只能查看本店会员的动态' });
    expect((await t.call(shopDynamicByMember, {}, shopHeaders(other.token, other.shopToken, 'sd-6'))).data.list.map((m) => m.userId)).not.toContain(a.userId);
    expect((await t.call(shopDynamicByClass, {}, userHeaders(a.token))).code).not.toBe(0);
    expect((await t.call(shopDynamicByMember, {}, {})).code).not.toBe(0);
    expect((await t.call(shopDynamicByClass, { communityId: '长'.repeat(65) }, shop('sd-7'))).msg).toBe('圈子格式不正确');
  });
});
