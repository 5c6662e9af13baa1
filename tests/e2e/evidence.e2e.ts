import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PATHS } from '../../src/routes/paths';
import type { Evidence } from '../../src/contract/catalogue/evidence';
import type { ShopGoods } from '../../src/contract/shop/goods';
import { baseUrl, launch, loginByPassword, newPhone, openInstalled } from './support/browser';
import { openWorkspace, photo } from './support/shop-goods';

const OWNER = '13800000004';
const SHOTS = process.env.EVIDENCE_SHOTS ?? '/tmp';
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser.close(); });

const hash = (path: string) => `${baseUrl()}/#${path}`;

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, { ...init, headers: { 'content-type': 'application/json', 'x-app-flag': 'H5', ...init.headers } });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  if (body.code !== 0) throw new Error(`${path}: ${body.msg}`);
  return body.data;
}

/** One of the owner's goods on the shelf, read from the host as the owner. */
async function ownersGoods(): Promise<ShopGoods> {
  const login = await api<{ loginToken: string; shopsLoginToken: string }>('/api/users/users/accountpasswordlogin', {
    method: 'POST', body: JSON.stringify({ account: OWNER, password: 'Starq@2026' }),
  });
  const list = await api<{ list: ShopGoods[] }>('/api/goods/shopgoods/seashopgoodslistinfo?kind=ordinary&shelf=on&pageSize=5', {
    headers: { 'x-users-token': login.loginToken, 'x-shops-token': login.shopsLoginToken },
  });
  return list.list[0]!;
}

const hostEvidence = async (goodsId: string) => (await api<{ list: Evidence[] }>(`/api/evidencesource/evidence/selsourcelist?goodsId=${goodsId}`)).list;

/** Fills addEvidence and picks one picture; waits until the picture is on the host. */
async function fillEvidence(page: Page, e: { title: string; kind: string; issuer: string; picture: [string, string] }): Promise<void> {
  await page.getByRole('textbox', { name: '存证标题' }).fill(e.title);
  await page.locator('.adm-selector-item', { hasText: e.kind }).click();
  await page.getByRole('textbox', { name: '出具机构' }).fill(e.issuer);
  await page.locator('input[type=date]').fill('2026-03-15');
  await page.getByPlaceholder('说明证书编号').fill('证书编号 ZJ-2026-0315，检验项目：外观、材质');
  await page.locator('input[type=file][accept="image/*"]').setInputFiles([await photo(page, ...e.picture)]);
  await page.locator('[data-testid=media-img][data-status=done]').waitFor({ timeout: 60_000 });
}

describe("a goods' evidence", () => {
  it('the owner picks a goods and adds evidence with a picture (online, then queued offline); a buyer reads it, offline too', async () => {
    const goods = await ownersGoods();
    const owner = await newPhone(browser);
    const page = await owner.newPage();
    await openInstalled(page);
    await loginByPassword(page, OWNER);
    await openWorkspace(page);
    await expect.poll(async () => Number(await page.getByTestId('overview-all').textContent())).toBeGreaterThan(0);
    await page.getByTestId('evidence-entry').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/evidence-workspace.png` });

    await page.getByTestId('evidence-entry').click();
    await page.getByText('选择商品').click();
    await page.getByPlaceholder('搜索商品名称').fill(goods.name.slice(0, 4));
    await page.locator(`[data-testid=picker-goods][data-goods-id="${goods.goodsId}"]`).waitFor();
    await page.screenshot({ path: `${SHOTS}/evidence-picker.png` });
    await page.locator(`[data-testid=picker-goods][data-goods-id="${goods.goodsId}"]`).click();
    await page.getByTestId('evidence-goods').filter({ hasText: goods.name }).waitFor();

    const first = `质检报告${Date.now() % 100000}`;
    await fillEvidence(page, { title: first, kind: '质检报告', issuer: '国家陶瓷质量检验中心', picture: ['检', '#2e7d32'] });
    await page.getByRole('button', { name: '提交存证' }).click();
    await page.getByTestId('evidence-card').filter({ hasText: first }).and(page.locator('[data-pending=false]')).waitFor({ timeout: 30_000 });
    const [added] = await hostEvidence(goods.goodsId);
    expect(added).toMatchObject({ title: first, kind: 'inspection', issuer: '国家陶瓷质量检验中心', issuedOn: '2026-03-15' });
    expect(added!.imgs).toHaveLength(1);
    expect(added!.imgs[0]).toMatch(/^\/media\/m\/[0-9a-f]{32}\/detail\.webp$/);

    // A second one is submitted offline: it waits in the outbox, shown 待同步, and is sent once back online.
    const second = `产地证明${Date.now() % 100000}`;
    await fillEvidence(page, { title: second, kind: '产地证明', issuer: '景德镇市商务局', picture: ['源', '#ac1e34'] });
    await owner.setOffline(true);
    await page.getByRole('button', { name: '提交存证' }).click();
    await page.getByTestId('evidence-card').filter({ hasText: second }).and(page.locator('[data-pending=true]')).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/evidence-add.png`, fullPage: true });
    await owner.setOffline(false);
    await page.getByTestId('evidence-card').filter({ hasText: second }).and(page.locator('[data-pending=false]')).waitFor({ timeout: 30_000 });
    expect((await hostEvidence(goods.goodsId)).filter((e) => e.title === second)).toHaveLength(1);
    await owner.close();

    const buyer = await newPhone(browser);
    const shopper = await buyer.newPage();
    await openInstalled(shopper);
    await shopper.goto(hash(`${PATHS.goodsInfo}?goodsId=${goods.goodsId}`));
    await shopper.getByTestId('evidence-link').scrollIntoViewIfNeeded();
    await shopper.screenshot({ path: `${SHOTS}/evidence-goods-info.png` });
    await shopper.getByTestId('evidence-link').click();
    await shopper.getByTestId('evidence-card').filter({ hasText: first }).waitFor();
    await expect.poll(() => shopper.getByTestId('evidence-card').first().textContent()).toContain(second);
    await expect.poll(() => shopper.locator('.evidence-card__imgs img').evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length))
      .toBeGreaterThanOrEqual(2);
    await shopper.screenshot({ path: `${SHOTS}/evidence-buyer.png`, fullPage: true });

    await buyer.setOffline(true);
    await shopper.reload();
    await shopper.getByTestId('evidence-card').filter({ hasText: first }).waitFor();
    await expect.poll(() => shopper.getByTestId('data-age').textContent()).toContain('当前离线');
    await shopper.screenshot({ path: `${SHOTS}/evidence-buyer-offline.png`, fullPage: true });
    await buyer.close();
  });
});
