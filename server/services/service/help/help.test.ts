// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDefaultQuestionById, getDefaultQuestionList, selKnowledge, selKnowledgeById } from '../../../../src/contract/service/help';
import { createTestApp, queryRows, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('knowledge base (spec §7 chat host)', () => {
  it('lists the seeded articles by category for each help center', async () => {
    const user = (await t.call(selKnowledge, { pageSize: 100 })).data;
    expect(user.categories.map((c) => c.name)).toEqual(['订单与支付', '售后与退款', '账户与安全', '藏品与盲盒']);
    expect(user.total).toBeGreaterThanOrEqual(15);
    const shop = (await t.call(selKnowledge, { audience: 'shop', pageSize: 100 })).data;
    expect(shop.categories.map((c) => c.name)).toContain('开店与经营');
    expect(shop.categories.map((c) => c.name)).not.toContain('售后与退款');
    const [after] = user.categories.filter((c) => c.name === '售后与退款');
    const inCategory = (await t.call(selKnowledge, { categoryId: after!.categoryId })).data;
    expect(inCategory.list.length).toBe(after!.count);
    expect(inCategory.list.every((a) => a.categoryName === '售后与退款')).toBe(true);
  });

  it('finds Chinese text by any substring of titles and bodies', async () => {
    const found = (await t.call(selKnowledge, { keyword: '退款', pageSize: 100 })).data;
    const titles = found.list.map((a) => a.title);
    expect(titles).toContain('如何申请退款');
    // '退款' only in the body of this one
    expect(titles).toContain('商家拒绝退款怎么办');
    expect(found.list.some((a) => !a.title.includes('退款') && a.content.includes('退款'))).toBe(true);
    expect((await t.call(selKnowledge, { keyword: '申请退' })).data.list.map((a) => a.title)).toContain('如何申请退款');
    expect((await t.call(selKnowledge, { keyword: '区块链' })).data.list.map((a) => a.title)).toEqual(['什么是数字藏品']);
  });

  it('treats % and _ as text, not wildcards', async () => {
    expect((await t.call(selKnowledge, { keyword: '%' })).data.total).toBe(0);
    expect((await t.call(selKnowledge, { keyword: '_' })).data.total).toBe(0);
  });

  it('opens one article and refuses unknown ids and bad input in Chinese', async () => {
    const [first] = (await t.call(selKnowledge, { keyword: '如何申请退款' })).data.list;
    const one = await t.call(selKnowledgeById, { articleId: first!.articleId });
    expect(one.data.content).toContain('原路退回');
    const missing = await t.call(selKnowledgeById, { articleId: 'KA999' });
    expect(missing.code).toBe(4004);
    expect(missing.msg).toBe('文章不存在');
    const long = await t.call(selKnowledge, { keyword: '退'.repeat(31) });
    expect(long.code).toBe(4000);
    expect(long.msg).toBe('搜索内容不能超过30个字');
    expect((await t.call(selKnowledge, { audience: 'admin' })).msg).toBe('帮助中心类型不正确');
  });

  it('answers the default questions of each audience', async () => {
    const user = (await t.call(getDefaultQuestionList, {})).data;
    expect(user.map((q) => q.question)).toContain('如何申请退款？');
    expect(user.map((q) => q.question)).not.toContain('如何申请开店？');
    const shop = (await t.call(getDefaultQuestionList, { audience: 'shop' })).data;
    expect(shop.map((q) => q.question)).toContain('如何申请开店？');
    const one = (await t.call(getDefaultQuestionById, { questionId: user[0]!.questionId })).data;
    expect(one.articleId).not.toBeNull();
    expect((await t.call(getDefaultQuestionById, { questionId: 'DQ999' })).msg).toBe('问题不存在');
  });

  it('seeds at least 20 articles in 5 categories', async () => {
    const [row] = await queryRows<{ n: number; c: number }>(t, 'select count(*)::int as n, count(distinct category_id)::int as c from knowledge_articles');
    expect(row!.n).toBeGreaterThanOrEqual(20);
    expect(row!.c).toBe(5);
  });
});
