import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { fenToYuanText } from '../../src/domain/goods-draft';
import { formatFen } from '../../src/domain/format';
import { launch, screenshot } from './support/browser';
import { hostGoods, ownerLogin, ownerOnTwoPhones } from './support/shop-goods';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser.close(); });

async function setPrice(page: Page, goodsId: string, fen: number): Promise<void> {
  const row = page.locator(`[data-goods-id="${goodsId}"]`);
  await row.getByRole('button', { name: '改价' }).click();
  await row.getByRole('textbox', { name: '新售价（元）' }).fill(fenToYuanText(fen));
  await row.getByRole('button', { name: '确定' }).click();
}

describe('a quick edit that lost to another device (issue 33, defects 4 and 5)', () => {
  it('shows the host\'s price beside the refusal at once, and the red note goes once a later change is confirmed', async () => {
    const shop = await ownerLogin();
    const { a, b, pageA, pageB } = await ownerOnTwoPhones(browser);
    // Not a blind box's goods: its price is the box's and has no quick edit.
    const goodsId = (await pageA.getByTestId('goods-row').filter({ hasNot: pageA.locator('.adm-tag', { hasText: /^盲盒$/ }) }).nth(1).getAttribute('data-goods-id'))!;
    const base = await hostGoods(shop, goodsId);
    const rowA = pageA.locator(`[data-goods-id="${goodsId}"]`);
    const rowB = pageB.locator(`[data-goods-id="${goodsId}"]`);
    await rowB.waitFor();

    await a.setOffline(true);
    const mine = base.salePrice + 101;
    await setPrice(pageA, goodsId, mine);
    await expect.poll(() => rowA.textContent()).toContain(`¥${formatFen(mine)}`);

    const theirs = base.salePrice + 202;
    await setPrice(pageB, goodsId, theirs);
    await expect.poll(async () => (await hostGoods(shop, goodsId)).salePrice, { timeout: 20_000 }).toBe(theirs);

    await a.setOffline(false);
    await pageA.evaluate(() => dispatchEvent(new Event('online')));
    const note = rowA.getByRole('alert');
    await expect.poll(() => note.textContent(), { timeout: 30_000 }).toContain('未通过');
    // Defect 5: beside the refusal the row shows the host's price, not the value before both edits (nor A's own),
    // well before the shop goods' next pull (15 s).
    await expect.poll(() => rowA.textContent(), { timeout: 5_000 }).toContain(`¥${formatFen(theirs)}`);
    expect(await rowA.textContent()).not.toContain(`¥${formatFen(base.salePrice)} ·`);
    await screenshot(pageA, 'shop-goods-refused-host-price');

    // Defect 4: the owner sets the price again; once the host confirms it, the old refusal is no longer shown.
    const again = base.salePrice + 303;
    await setPrice(pageA, goodsId, again);
    await expect.poll(async () => (await hostGoods(shop, goodsId)).salePrice, { timeout: 20_000 }).toBe(again);
    await expect.poll(() => rowA.getByRole('alert').count(), { timeout: 20_000 }).toBe(0);
    await expect.poll(() => rowA.textContent()).toContain(`¥${formatFen(again)}`);
    await screenshot(pageA, 'shop-goods-note-gone');
    await a.close();
    await b.close();
  });
});
