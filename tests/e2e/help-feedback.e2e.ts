import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PATHS } from '../../src/routes/paths';
import { baseUrl, launch, loginByPassword, loginBySms, newPhone, openInstalled, uniquePhone } from './support/browser';
import { photo } from './support/shop-goods';

const SHOTS = process.env.HELP_SHOTS ?? '/tmp/shots-h4';
const ADMIN = '13800000003';
let browser: Browser;
beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  browser = await launch();
});
afterAll(async () => { await browser.close(); });

const hash = (path: string) => `${baseUrl()}/#${path}`;

interface SentEvent { code: number; page: string; props: Record<string, unknown> }
/** The analytics batches the page sends (decision 012), decoded as the host reads them. */
function watchAnalytics(page: Page): SentEvent[] {
  const sent: SentEvent[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/api/analytics/analytics/batch') return;
    const batch = JSON.parse(Buffer.from(url.searchParams.get('data') ?? '', 'base64url').toString('utf8')) as { platformType: number; events: SentEvent[] };
    expect(batch.platformType).toBe(100);
    sent.push(...batch.events);
  });
  return sent;
}

describe('help center, knowledge base and feedback (issue 15)', () => {
  it('searches the help center by a substring, opens an article, and reopens it offline', async () => {
    const context = await newPhone(browser);
    const page = await context.newPage();
    const sent = watchAnalytics(page);
    await openInstalled(page);
    // The home tab's page view reaches the host in a batch.
    await expect.poll(() => sent.some((e) => e.code === 100 && e.page === 'P100'), { timeout: 20_000 }).toBe(true);
    await page.goto(hash(PATHS.helpCenter));
    await page.getByText('常见问题').waitFor();
    await page.getByTestId('help-article').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/help_center.png` });

    const search = page.getByPlaceholder('搜索问题，如：退款');
    await search.fill('退款');
    await search.press('Enter');
    const results = page.getByTestId('help-results');
    await results.getByText('如何申请退款').waitFor();
    // '退款' inside a longer title, and inside a body only
    await results.getByText('商家拒绝退款怎么办').waitFor();
    await results.getByText('如何申请退款').click();
    await page.getByTestId('help-article-body').getByText('原路退回', { exact: false }).waitFor();
    await page.screenshot({ path: `${SHOTS}/help_article.png` });
    const articleUrl = page.url();

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('help-article-body').getByText('如何申请退款').waitFor();
    // Offline, search runs over the cached whole list: an article never opened is found and opens.
    await page.goto(hash(PATHS.helpCenter));
    await page.getByTestId('help-article').first().waitFor();
    await page.getByPlaceholder('搜索问题，如：退款').fill('运费');
    await page.getByPlaceholder('搜索问题，如：退款').press('Enter');
    await page.getByText('当前离线，已在本机保存的文章中搜索').waitFor();
    await page.getByTestId('help-results').getByText('退货时运费由谁承担').click();
    await page.getByTestId('help-article-body').getByText('运费一般由买家承担', { exact: false }).waitFor();
    expect(page.url()).not.toBe(articleUrl);
    // The search raised offline was kept on the device and is sent once the network is back.
    await page.waitForTimeout(2500);
    expect(sent.some((e) => e.code === 120 && e.props.keyword === '运费')).toBe(false);
    await context.setOffline(false);
    await expect.poll(() => sent.some((e) => e.code === 120 && e.props.keyword === '运费'), { timeout: 20_000 }).toBe(true);
    await context.close();
  });

  it('sends feedback with a picture, sees it in the list, and sees the administrator reply', async () => {
    const phone = uniquePhone();
    const user = await newPhone(browser);
    const page = await user.newPage();
    await openInstalled(page);
    await page.goto(hash(PATHS.login));
    await loginBySms(page, phone);

    await page.goto(hash(PATHS.feedbackForm));
    await page.locator('.adm-selector-item', { hasText: '程序错误' }).click();
    const text = `订单页面偶尔白屏 ${Date.now() % 100000}`;
    await page.getByPlaceholder('请详细描述您遇到的问题或建议（5-500字）').fill(text);
    await page.getByRole('textbox', { name: '联系方式' }).fill(phone);
    await page.locator('input[type=file]').setInputFiles([await photo(page, '反', '#ac1e34')]);
    await page.locator('.adm-image-uploader-cell img').first().waitFor();
    await expect.poll(() => page.locator('.adm-image-uploader-cell-loading').count(), { timeout: 30_000 }).toBe(0);
    await page.screenshot({ path: `${SHOTS}/feedback_form.png` });
    await page.getByRole('button', { name: '提交' }).click();

    const item = page.getByTestId('feedback-item').filter({ hasText: text });
    await item.getByText('待回复').waitFor({ timeout: 30_000 });
    await expect.poll(() => item.locator('img').count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/feedback.png` });

    const admin = await newPhone(browser);
    const desk = await admin.newPage();
    await loginByPassword(desk, ADMIN);
    await desk.goto(hash(PATHS.companyManage));
    await desk.getByTestId('entry-feedback').click();
    await desk.getByPlaceholder('搜索反馈内容或联系方式').fill(text);
    await desk.getByPlaceholder('搜索反馈内容或联系方式').press('Enter');
    const row = desk.getByTestId('company-feedback').filter({ hasText: text });
    await row.waitFor();
    await desk.screenshot({ path: `${SHOTS}/company_feedback.png` });
    await row.getByRole('button', { name: '回复' }).click();
    await desk.getByPlaceholder('请输入回复内容（最多500字）').fill('感谢反馈，我们已修复该问题');
    await desk.getByText('发送回复').click();
    await desk.getByText('回复成功').waitFor();
    await row.getByText('已回复').waitFor();
    await admin.close();

    await page.reload();
    await item.getByTestId('feedback-reply').getByText('感谢反馈，我们已修复该问题').waitFor({ timeout: 30_000 });
    await item.getByText('已回复').waitFor();
    await page.screenshot({ path: `${SHOTS}/feedback_replied.png` });
    await user.close();
  });
});
