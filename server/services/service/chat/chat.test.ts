// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  companyRead, companySend, companyServiceDetail, companyServiceList, getQuestionServerUser, serviceDetailInfo, shopRead, shopSend,
  shopServiceDetail, shopServiceList, uploadChatImg, uploadChatVideo, userCommentService, userConversations, userRead, userSend,
} from '../../../../src/contract/service/chat';
import { CODES } from '../../../../src/contract/codes';
import { ROOM_ACCESS } from '../../../live/room-access';
import { readRoom } from '../../../live/rooms';
import { noticeRoom } from '../../../live/notices';
import { addAddress, creditBalance, goodsOfShop, payNow, setPayPasswordByCode, shopHeaders, type PickedGoods } from '../../../test-support/checkout';
import { loginByCode } from '../../../test-support/login';
import { finishedRecord, testPng, testVideo, tusClient, waitUntilSettled } from '../../../test-support/media';
import { createTestApp, queryRows, userHeaders, type TestApp } from '../../../test-support/test-app';

const PHONE = '13912345611';
let t: TestApp;
let buyer: string;
let buyerId: string;
let other: string;
let shop: Record<string, string>;
let otherShop: Record<string, string>;
let admin: Record<string, string>;
let goods: PickedGoods;
let orderId: string;

let keyNo = 0;
const key = () => `chat-test-${(keyNo += 1)}`;
const as = (headers: Record<string, string>) => ({ ...headers, 'idempotency-key': key() });

async function openAboutOrder() {
  const opened = await t.call(getQuestionServerUser, { orderId }, userHeaders(buyer));
  expect(opened.code, opened.msg).toBe(0);
  return opened.data.conversation;
}

beforeEach(async () => {
  t = await createTestApp();
  ({ token: buyer, userId: buyerId } = await loginByCode(t, PHONE));
  ({ token: other } = await loginByCode(t, '13912345612'));
  const owner = await loginByCode(t, '13800000004');
  shop = shopHeaders(owner.token, owner.shopToken);
  const otherOwner = await loginByCode(t, '13800000005');
  otherShop = shopHeaders(otherOwner.token, otherOwner.shopToken);
  admin = userHeaders((await loginByCode(t, '13800000003')).token);
  goods = await goodsOfShop(t, 'S0002');
  const addressId = await addAddress(t, buyer);
  await setPayPasswordByCode(t, buyer, PHONE);
  await creditBalance(t, PHONE, 1_000_000);
  ({ orderId } = await payNow(t, buyer, goods, addressId));
});
afterEach(async () => { await t.close(); });

describe('getquestionserveruser (spec §7 Chat host)', () => {
  it('opens one conversation per subject, answered by the shop of the order; the platform answers general questions', async () => {
    const first = await openAboutOrder();
    expect(first).toMatchObject({ shopId: 'S0002', agentRole: 'shop', subject: { type: 'order', id: orderId }, status: 'OPEN', lastSeq: 0 });
    expect(first.subject.price).toBeGreaterThan(0);
    expect((await openAboutOrder()).id).toBe(first.id);
    const general = (await t.call(getQuestionServerUser, {}, userHeaders(buyer))).data.conversation;
    expect(general).toMatchObject({ shopId: '', agentRole: 'platform', agentName: '星Q客服' });
    const aboutGoods = (await t.call(getQuestionServerUser, { goodsId: goods.id }, userHeaders(buyer))).data.conversation;
    expect(aboutGoods).toMatchObject({ shopId: 'S0002', subject: { type: 'goods', id: goods.id } });
  });

  it('refuses another buyer\'s order, two subjects at once, and a question to one\'s own shop, in Chinese', async () => {
    expect(await t.call(getQuestionServerUser, { orderId }, userHeaders(other))).toMatchObject({ code: CODES.notFound, msg: '订单不存在' });
    expect(await t.call(getQuestionServerUser, { orderId, shopId: 'S0002' }, userHeaders(buyer))).toMatchObject({ code: CODES.validation, msg: '订单、商品和店铺只能选择一个' });
    expect((await t.call(getQuestionServerUser, { shopId: 'S0002' }, shop)).msg).toBe('不能咨询自己的店铺');
    expect((await t.call(getQuestionServerUser, { goodsId: 'nope' }, userHeaders(buyer))).msg).toBe('商品不存在');
  });
});

describe('messages', () => {
  it('a resend with the same clientId (and a replayed key) publishes once; the shop answers and both read it in order', async () => {
    const { id, room } = await openAboutOrder();
    const send = (content: string, clientId: string, headers = as(userHeaders(buyer))) => t.call(userSend, { conversationId: id, clientId, type: 'text', content }, headers);
    const sameKey = as(userHeaders(buyer));
    const a = await send('你好，请问什么时候发货？', 'c-1', sameKey);
    expect(a.code, a.msg).toBe(0);
    expect((await send('你好，请问什么时候发货？', 'c-1', sameKey)).data).toEqual(a.data);
    expect((await send('你好，请问什么时候发货？', 'c-1')).data.seq).toBe(a.data.seq);
    expect((await send('谢谢', 'c-2')).data.seq).toBe(a.data.seq + 1);
    const answer = await t.call(shopSend, { conversationId: id, clientId: 's-1', type: 'text', content: '今天就发' }, as(shop));
    expect(answer.data.body).toMatchObject({ senderRole: 'shop', type: 'text', content: '今天就发' });
    const messages = await readRoom(t.database.db, room, 0, 100);
    expect(messages.map((m) => (m.body as { content: string }).content)).toEqual(['你好，请问什么时候发货？', '谢谢', '今天就发']);
    expect(messages.map((m) => m.seq)).toEqual([1, 2, 3]);

    const inbox = (await t.call(shopServiceList, {}, shop)).data;
    expect(inbox.list[0]).toMatchObject({ id, unread: 0, lastPreview: '今天就发' });
    const mine = (await t.call(userConversations, {}, userHeaders(buyer))).data;
    expect(mine.list[0]).toMatchObject({ id, unread: 1 });
    expect((await t.call(userRead, { conversationId: id, seq: 99 }, as(userHeaders(buyer)))).data.lastRead).toBe(3);
    expect((await t.call(userConversations, {}, userHeaders(buyer))).data.unread).toBe(0);
    const detail = (await t.call(shopServiceDetail, { conversationId: id }, shop)).data;
    expect(detail.messages.map((m) => m.clientId)).toEqual(['c-1', 'c-2', 's-1']);

    // Each side hears of the other's messages on its notice room (decision 013), once per message.
    const notices = async (userId: string) => (await readRoom(t.database.db, noticeRoom(userId), 0, 100)).map((m) => m.body.title);
    expect(await notices(buyerId)).toEqual(['华强数码专营店回复了您']);
    expect(await notices('U000004')).toEqual(['新的客服消息', '新的客服消息']);
  });

  it('another user\'s conversation can be neither read nor written; another shop cannot answer; a user cannot use agent calls', async () => {
    const { id } = await openAboutOrder();
    expect((await t.call(serviceDetailInfo, { conversationId: id }, userHeaders(other))).code).toBe(CODES.notFound);
    expect((await t.call(userSend, { conversationId: id, clientId: 'x', type: 'text', content: '偷看' }, as(userHeaders(other)))).code).toBe(CODES.notFound);
    expect((await t.call(userRead, { conversationId: id, seq: 1 }, as(userHeaders(other)))).code).toBe(CODES.notFound);
    expect((await t.call(shopServiceDetail, { conversationId: id }, otherShop)).code).toBe(CODES.notFound);
    expect((await t.call(shopSend, { conversationId: id, clientId: 'x', type: 'text', content: '抢答' }, as(otherShop))).code).toBe(CODES.notFound);
    expect((await t.call(shopRead, { conversationId: id, seq: 1 }, as(otherShop))).code).toBe(CODES.notFound);
    expect((await t.call(shopServiceList, {}, otherShop)).data.list).toEqual([]);
    expect((await t.call(shopSend, { conversationId: id, clientId: 'x', type: 'text', content: '我是买家' }, as(userHeaders(buyer)))).code).toBe(CODES.forbidden);
    expect((await t.call(shopServiceList, {}, userHeaders(buyer))).code).toBe(CODES.forbidden);
    expect((await t.call(companyServiceList, {}, userHeaders(buyer))).code).toBe(CODES.forbidden);
    expect((await t.call(companySend, { conversationId: id, clientId: 'x', type: 'text', content: '平台' }, as(admin))).code).toBe(CODES.notFound);
    expect((await t.call(companyServiceDetail, { conversationId: id }, admin)).code).toBe(CODES.notFound);
    expect(await readRoom(t.database.db, `chat:${id}`, 0, 10)).toEqual([]);
  });

  it('the platform answers general questions in the administrator\'s inbox', async () => {
    const { id } = (await t.call(getQuestionServerUser, {}, userHeaders(buyer))).data.conversation;
    await t.call(userSend, { conversationId: id, clientId: 'q', type: 'text', content: '怎么开发票？' }, as(userHeaders(buyer)));
    const inbox = (await t.call(companyServiceList, {}, admin)).data;
    expect(inbox.list.find((c) => c.id === id)).toMatchObject({ unread: 1, agentRole: 'platform' });
    expect((await t.call(companySend, { conversationId: id, clientId: 'a', type: 'text', content: '在订单详情里申请' }, as(admin))).data.body.senderRole).toBe('platform');
    expect((await t.call(companyRead, { conversationId: id, seq: 2 }, as(admin))).data.lastRead).toBe(2);
    expect((await t.call(shopServiceDetail, { conversationId: id }, shop)).code).toBe(CODES.notFound);
  });

  it('refuses empty or long text, foreign and unknown media, in Chinese, and writes nothing', async () => {
    const { id, room } = await openAboutOrder();
    const send = (input: Record<string, unknown>) => t.call(userSend, { conversationId: id, clientId: `b${keyNo}`, ...input }, as(userHeaders(buyer)));
    expect((await send({ type: 'text', content: '   ' })).msg).toContain('请输入消息内容');
    expect((await send({ type: 'text', content: '长'.repeat(501) })).msg).toContain('消息不能超过500字');
    expect((await send({ type: 'image', url: 'https://evil.example/x.png' })).msg).toContain('图片不正确');
    expect((await send({ type: 'audio', content: 'x' })).msg).toContain('消息类型不正确');
    expect((await send({ type: 'image', url: `/media/m/${'a'.repeat(32)}/detail.webp` })).msg).toBe('只能发送自己上传的图片或视频');
    const png = await testPng(64, 48);
    const record = finishedRecord(await tusClient(t, other).upload(png, { kind: 'chat-image', filename: 'a.png' }));
    expect((await send({ type: 'image', url: record.urls.detail })).msg).toBe('只能发送自己上传的图片或视频');
    expect((await t.call(uploadChatImg, { mediaId: record.id }, userHeaders(buyer))).code).toBe(CODES.validation);
    expect((await t.call(userSend, { conversationId: id, clientId: '坏的', type: 'text', content: 'x' }, as(userHeaders(buyer)))).msg).toContain('消息编号不正确');
    expect(await readRoom(t.database.db, room, 0, 10)).toEqual([]);
  });

  it('sends the sender\'s own chat picture through the media service', async () => {
    const { id } = await openAboutOrder();
    const record = finishedRecord(await tusClient(t, buyer).upload(await testPng(64, 48), { kind: 'chat-image', filename: 'a.png' }));
    const { url } = (await t.call(uploadChatImg, { mediaId: record.id }, userHeaders(buyer))).data;
    expect(url).toBe(`/media/m/${record.id}/detail.webp`);
    const sent = await t.call(userSend, { conversationId: id, clientId: 'img', type: 'image', url }, as(userHeaders(buyer)));
    expect(sent.data.body).toMatchObject({ type: 'image', url });
    expect((await t.call(userConversations, {}, userHeaders(buyer))).data.list[0]!.lastPreview).toBe('[图片]');
  });
});

describe('uploadChatVideo', () => {
  it('answers the MP4 and poster of the caller\'s own chat video, ready once made; a picture is not a video', async () => {
    const { id } = await openAboutOrder();
    const record = finishedRecord(await tusClient(t, buyer).upload(testVideo(), { kind: 'chat-video', filename: 'v.mp4' }));
    await waitUntilSettled(t, buyer, record.id);
    const video = (await t.call(uploadChatVideo, { mediaId: record.id }, userHeaders(buyer))).data;
    expect(video).toEqual({ url: `/media/m/${record.id}/video.mp4`, poster: `/media/m/${record.id}/poster.webp`, ready: true });
    expect((await t.call(uploadChatVideo, { mediaId: record.id }, userHeaders(other))).msg).toBe('视频不正确，请重新选择');
    expect((await t.call(uploadChatImg, { mediaId: record.id }, userHeaders(buyer))).msg).toBe('图片不正确，请重新选择');
    const sent = await t.call(userSend, { conversationId: id, clientId: 'vid', type: 'video', url: video.url }, as(userHeaders(buyer)));
    expect(sent.data.body).toMatchObject({ type: 'video', url: video.url, poster: video.poster });
  });
});

describe('usercommentservice', () => {
  it('the user rates once; nobody else may; bad ratings are refused in Chinese', async () => {
    const { id } = await openAboutOrder();
    expect((await t.call(userCommentService, { conversationId: id, rating: 6 }, as(userHeaders(buyer)))).msg).toContain('请选择1到5星评分');
    expect((await t.call(userCommentService, { conversationId: id, rating: 5 }, as(userHeaders(other)))).code).toBe(CODES.notFound);
    expect((await t.call(userCommentService, { conversationId: id, rating: 5 }, as(shop))).code).toBe(CODES.notFound);
    const rated = await t.call(userCommentService, { conversationId: id, rating: 4, comment: '回复很快' }, as(userHeaders(buyer)));
    expect(rated.data).toMatchObject({ status: 'RATED', rating: 4, comment: '回复很快' });
    expect(await t.call(userCommentService, { conversationId: id, rating: 1 }, as(userHeaders(buyer)))).toMatchObject({ code: CODES.conflict, msg: '该会话已评价过了' });
    const [row] = await queryRows<{ rating: number }>(t, `select rating from chat_conversations where id = '${id}'`);
    expect(row!.rating).toBe(4);
    expect((await t.call(shopServiceList, {}, shop)).data.list[0]).toMatchObject({ id, unread: 1, lastPreview: '[评价]' });
  });
});

describe('room access', () => {
  it('lets the user, the answering shop and (for platform rooms) administrators join, nobody else', async () => {
    const { id } = await openAboutOrder();
    const general = (await t.call(getQuestionServerUser, {}, userHeaders(buyer))).data.conversation.id;
    const db = t.database.db;
    const access = ROOM_ACCESS.chat!;
    expect(await access(db, { userId: buyerId, shopId: null, platCompanyId: null }, id)).toBe(true);
    expect(await access(db, { userId: 'U000004', shopId: 'S0002', platCompanyId: null }, id)).toBe(true);
    expect(await access(db, { userId: 'U000004', shopId: null, platCompanyId: null }, id)).toBe(false);
    expect(await access(db, { userId: 'U000005', shopId: 'S0003', platCompanyId: null }, id)).toBe(false);
    expect(await access(db, { userId: 'U000003', shopId: null, platCompanyId: 'C0001' }, id)).toBe(false);
    expect(await access(db, { userId: 'U000003', shopId: null, platCompanyId: 'C0001' }, general)).toBe(true);
    expect(await access(db, { userId: null, shopId: null, platCompanyId: null }, id)).toBe(false);
    expect(await access(db, { userId: buyerId, shopId: null, platCompanyId: null }, 'missing')).toBe(false);
  });
});
