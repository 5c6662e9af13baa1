// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agreementAll, agreementOne, appUpgradeCheck, complaintAdd, complaintList, complaintMine, cultureAdd, cultureAddLike, cultureDetail,
  cultureQuery, infoArticle, infoArticles, searchParamsGold, serverCodeDetail, serverParamGet,
} from '../../../../src/contract/service/info';
import { memberRank, noticeSettings, saveNoticeSetting } from '../../../../src/contract/account/settings';
import { loginByCode } from '../../../test-support/login';
import { createTestApp, userHeaders, type TestApp } from '../../../test-support/test-app';
import { noticeEnabled } from './index';

let t: TestApp;
let alice: { token: string; userId: string };
let bob: { token: string; userId: string };
let admin: { token: string; userId: string };
let key = 0;
const keyed = (token: string) => userHeaders(token, `k-settings-${++key}`);

beforeAll(async () => {
  t = await createTestApp();
  alice = await loginByCode(t, '13912340001');
  bob = await loginByCode(t, '13912340002');
  admin = await loginByCode(t, '13800000003');
});
afterAll(async () => t.close());

describe('notice settings', () => {
  it('answers the defaults, saves a switch for the caller only, and noticeEnabled reads it', async () => {
    const first = await t.call(noticeSettings, {}, userHeaders(alice.token));
    expect(first.code).toBe(0);
    expect(first.data.switches.find((s) => s.topic === 'promotion')?.enabled).toBe(false);
    expect(first.data.switches.find((s) => s.topic === 'order')?.enabled).toBe(true);
    const saved = await t.call(saveNoticeSetting, { topic: 'order', enabled: false }, keyed(alice.token));
    expect(saved.code).toBe(0);
    expect(saved.data.switches.find((s) => s.topic === 'order')?.enabled).toBe(false);
    expect(await noticeEnabled(t.database.db, alice.userId, 'order')).toBe(false);
    expect(await noticeEnabled(t.database.db, bob.userId, 'order')).toBe(true);
    expect(await noticeEnabled(t.database.db, bob.userId, 'promotion')).toBe(false);
    const bobs = await t.call(noticeSettings, {}, userHeaders(bob.token));
    expect(bobs.data.switches.find((s) => s.topic === 'order')?.enabled).toBe(true);
  });

  it('cannot reach another user: a userId in the request is ignored and the caller changes only their own', async () => {
    const sneaky = await t.call(saveNoticeSetting, { topic: 'system', enabled: false, userId: alice.userId }, keyed(bob.token));
    expect(sneaky.code).toBe(0);
    expect(await noticeEnabled(t.database.db, alice.userId, 'system')).toBe(true);
    expect(await noticeEnabled(t.database.db, bob.userId, 'system')).toBe(false);
  });

  it('refuses a visitor, an unknown topic and a non-boolean with Chinese messages', async () => {
    expect((await t.call(noticeSettings, {}, userHeaders(''))).code).toBe(4012);
    const badTopic = await t.call(saveNoticeSetting, { topic: 'spam', enabled: true }, keyed(alice.token));
    expect(badTopic.code).toBe(4000);
    expect(badTopic.msg).toContain('通知类型不正确');
    const badFlag = await t.call(saveNoticeSetting, { topic: 'order', enabled: 'yes' }, keyed(alice.token));
    expect(badFlag.code).toBe(4000);
    expect(badFlag.msg).toContain('开关状态不正确');
  });
});

describe('member rank', () => {
  it('answers the ladder, the rank for zero growth and the next step', async () => {
    const rank = await t.call(memberRank, {}, userHeaders(alice.token));
    expect(rank.code).toBe(0);
    expect(rank.data.ladder.map((r) => r.name)).toEqual(['星Q会员', '白银会员', '黄金会员', '铂金会员', '钻石会员']);
    expect(rank.data.growth).toBe(0);
    expect(rank.data.rank?.name).toBe('星Q会员');
    expect(rank.data.next).toMatchObject({ rank: { name: '白银会员' }, missing: 500 });
  });
});

describe('agreements and config', () => {
  it('lists current versions and reads one, an earlier version too', async () => {
    const all = await t.call(agreementAll, {});
    expect(all.data.map((a) => `${a.code}:${a.version}`).sort()).toEqual(['privacy:1', 'shop:1', 'user:2']);
    const user = await t.call(agreementOne, { code: 'user' });
    expect(user.data.version).toBe(2);
    expect(user.data.paragraphs.length).toBeGreaterThan(3);
    expect((await t.call(agreementOne, { code: 'user', version: '1' })).data.version).toBe(1);
    expect((await t.call(agreementOne, { code: 'user', version: '9' })).code).toBe(4004);
    expect((await t.call(agreementOne, { code: 'nope' })).msg).toContain('协议类型不正确');
  });

  it('answers params, code tables, search parameters and the upgrade check', async () => {
    expect((await t.call(serverParamGet, {})).data.find((p) => p.code === 'service_phone')?.value).toBe('400-800-1234');
    expect((await t.call(serverCodeDetail, { code: 'complaint_type' })).data.items).toHaveLength(5);
    expect((await t.call(serverCodeDetail, { code: 'missing' })).code).toBe(4004);
    expect((await t.call(serverCodeDetail, { code: '../x' })).code).toBe(4000);
    expect((await t.call(searchParamsGold, {})).data.extra.map((e) => e.code)).toEqual(['purity', 'weight']);
    const old = await t.call(appUpgradeCheck, { version: '1.0.0' });
    expect(old.data.hasUpdate).toBe(true);
    expect(old.data.notes.length).toBeGreaterThan(0);
    expect((await t.call(appUpgradeCheck, { version: old.data.latest })).data).toMatchObject({ hasUpdate: false, notes: [] });
    expect((await t.call(appUpgradeCheck, { version: 'abc' })).msg).toContain('版本号格式不正确');
  });

  it('serves the information pages by section', async () => {
    const ywlc = await t.call(infoArticles, { section: 'ywlc' });
    expect(ywlc.data.length).toBeGreaterThanOrEqual(3);
    const one = await t.call(infoArticle, { id: ywlc.data[0]!.id });
    expect(one.data.title).toBe('购物流程');
    expect((await t.call(infoArticle, { id: 'none' })).code).toBe(4004);
    expect((await t.call(infoArticles, { section: 'secret' })).code).toBe(4000);
  });
});

describe('complaints', () => {
  it('stores a complaint, shows it to its author only, and lists it for administrators only', async () => {
    const added = await t.call(complaintAdd, { type: 'logistics', content: '快递三天没有更新物流信息了', contact: '13912340001' }, keyed(alice.token));
    expect(added.code).toBe(0);
    expect(added.data.status).toBe('PENDING');
    expect((await t.call(complaintMine, {}, userHeaders(alice.token))).data.list.map((c) => c.id)).toContain(added.data.id);
    expect((await t.call(complaintMine, {}, userHeaders(bob.token))).data.list).toEqual([]);
    expect((await t.call(complaintList, {}, userHeaders(alice.token))).code).toBe(4003);
    const list = await t.call(complaintList, { status: 'PENDING' }, userHeaders(admin.token));
    expect(list.code).toBe(0);
    const row = list.data.list.find((c) => c.id === added.data.id);
    expect(row?.usersPhone).toBe('139****0001');
  });

  it('refuses short content and a bad contact', async () => {
    expect((await t.call(complaintAdd, { type: 'goods', content: '太差' }, keyed(alice.token))).msg).toContain('投诉内容至少');
    expect((await t.call(complaintAdd, { type: 'goods', content: '商品和描述完全不一致，要求处理', contact: 'abc' }, keyed(alice.token))).msg)
      .toContain('联系方式只能填写电话号码');
  });
});

describe('culture posts', () => {
  it('lists seeded posts, likes once per user however often it is sent', async () => {
    const page = await t.call(cultureQuery, {}, userHeaders(alice.token));
    expect(page.data.total).toBeGreaterThanOrEqual(3);
    const id = page.data.list[0]!.id;
    const first = await t.call(cultureAddLike, { id }, keyed(alice.token));
    const again = await t.call(cultureAddLike, { id }, keyed(alice.token));
    expect(first.data).toMatchObject({ likes: 1, liked: true });
    expect(again.data).toMatchObject({ likes: 1, liked: true });
    expect((await t.call(cultureAddLike, { id }, keyed(bob.token))).data.likes).toBe(2);
    expect((await t.call(cultureDetail, { id }, userHeaders(alice.token))).data.liked).toBe(true);
    expect((await t.call(cultureAddLike, { id: 'CU-missing' }, keyed(bob.token))).code).toBe(4004);
  });

  it('adds a post without pictures and refuses a foreign picture URL', async () => {
    const added = await t.call(cultureAdd, { title: '我的收藏故事', content: '第一次买到心仪的数字藏品。' }, keyed(bob.token));
    expect(added.code).toBe(0);
    expect(added.data).toMatchObject({ title: '我的收藏故事', likes: 0, liked: false, images: [] });
    const foreign = await t.call(cultureAdd, { title: '外链', content: '内容', images: ['https://evil.example/x.png'] }, keyed(bob.token));
    expect(foreign.code).toBe(4000);
    expect((await t.call(cultureAdd, { title: '', content: '内容' }, keyed(bob.token))).msg).toContain('请填写标题');
    expect((await t.call(cultureQuery, {}, userHeaders(''))).code).toBe(4012);
  });
});
