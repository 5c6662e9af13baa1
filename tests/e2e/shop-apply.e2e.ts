import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PATHS } from '../../src/routes/paths';
import { maskMobile } from '../../src/domain/format';
import { baseUrl, launch, loginByPassword, loginBySms, newPhone, openInstalled, uniquePhone } from './support/browser';
import { calmScreenshot, idCardFor } from './support/withdraw';

const ADMIN = '13800000003';
const REASON = '店铺名称与经营内容不符，请修改后重新提交';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser.close(); });

const hash = (path: string) => `${baseUrl()}/#${path}`;

/** A picture as a phone's camera would give it: drawn by the browser, so the screenshots show a real logo. */
async function drawnPng(page: Page, text: string): Promise<Buffer> {
  const base64 = await page.evaluate((label) => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 160;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#ac1e34';
    g.fillRect(0, 0, 160, 160);
    g.fillStyle = '#fff';
    g.font = 'bold 72px sans-serif';
    g.textAlign = 'center';
    g.fillText(label, 80, 106);
    return canvas.toDataURL('image/png').split(',')[1]!;
  }, text);
  return Buffer.from(base64, 'base64');
}


async function pickRegion(page: Page): Promise<void> {
  await page.getByTestId('region-value').click();
  for (const name of ['广东省', '深圳市', '南山区']) await page.locator('.region-picker .adm-list-item', { hasText: name }).click();
  await page.getByTestId('region-value').filter({ hasText: '广东省 深圳市 南山区' }).waitFor();
}

async function upload(page: Page, field: string, text: string): Promise<void> {
  const before = await page.locator('.adm-image-uploader-cell-image').count();
  await page.locator('.adm-form-item', { hasText: field }).locator('input[type=file]').setInputFiles({ name: `${text}.png`, mimeType: 'image/png', buffer: await drawnPng(page, text) });
  await expect.poll(() => page.locator('.adm-image-uploader-cell-image').count()).toBe(before + 1);
}

async function statusIs(page: Page, status: string): Promise<void> {
  await page.getByTestId('application-status').filter({ hasText: status }).waitFor();
}

/** The administrator opens the application from the 待审核 tab and decides it. */
async function decide(admin: Page, shopName: string, phone: string, approve: boolean, screenshots = false): Promise<void> {
  await admin.goto(hash(PATHS.companyManage));
  await admin.getByText('开店审核').click();
  await admin.getByRole('tab', { name: '待审核' }).waitFor();
  const row = admin.getByTestId('application-row').filter({ hasText: shopName }).filter({ hasText: maskMobile(phone) });
  await row.waitFor();
  if (screenshots) await calmScreenshot(admin, 'shop-apply-aplay-info');
  await row.click();
  await admin.getByTestId('detail-shop-name').filter({ hasText: shopName }).waitFor();
  await expect.poll(() => admin.locator('.application-details__licences img').count()).toBe(1);
  if (screenshots) await calmScreenshot(admin, 'shop-apply-aplay-show-info');
  if (approve) {
    await admin.getByRole('button', { name: '通过', exact: true }).click();
    await admin.getByRole('button', { name: '确定' }).click();
  } else {
    await admin.getByRole('button', { name: '驳回', exact: true }).click();
    await admin.getByRole('button', { name: '确认驳回' }).click();
    await admin.getByText('请填写驳回原因', { exact: true }).waitFor();
    await admin.getByRole('textbox', { name: '请填写驳回原因（必填）' }).fill(REASON);
    await admin.getByRole('button', { name: '确认驳回' }).click();
  }
  await admin.getByText('已处理').waitFor();
  await admin.getByTestId('detail-status').filter({ hasText: approve ? '已通过' : '已驳回' }).waitFor();
}

async function shopsListShows(page: Page, shopName: string, shown: boolean): Promise<void> {
  await page.goto(hash(PATHS.shopsList));
  // The second look is at the same address (no navigation): a reload shows the list afresh.
  if (!shown) await page.reload();
  await page.getByPlaceholder(/搜索/).fill(shopName);
  await page.getByPlaceholder(/搜索/).press('Enter');
  if (shown) await page.getByText(shopName, { exact: true }).waitFor();
  else await page.locator('.adm-error-block').waitFor();
}

/** The new shop has no goods, orders or money: the administrator deletes it, and it leaves every open list (issue 34). */
async function deleteSettledShop(admin: Page, owner: Page, shopName: string): Promise<void> {
  await shopsListShows(owner, shopName, true);
  const listed = (state: string) => admin.goto(hash(`${PATHS.companyShops}?state=${state}&keyword=${encodeURIComponent(shopName)}`));
  await listed('normal');
  await admin.getByTestId('shop-row').filter({ hasText: shopName }).click();
  await admin.getByTestId('shop-name').waitFor();
  await admin.getByTestId('delete-shop').click();
  await admin.getByRole('textbox', { name: '原因' }).fill('店铺主动申请关闭');
  await admin.getByRole('button', { name: '确认删除' }).click();
  await admin.getByTestId('shop-state').filter({ hasText: '已删除' }).waitFor();
  await admin.getByTestId('ban-reason').filter({ hasText: '删除原因：店铺主动申请关闭' }).waitFor();
  await calmScreenshot(admin, 'shop-apply-deleted');
  await listed('deleted');
  await admin.getByTestId('shop-row').filter({ hasText: shopName }).waitFor();
  await listed('normal');
  await admin.locator('.adm-error-block').waitFor();
  expect(await admin.getByTestId('shop-row').count()).toBe(0);
  await shopsListShows(owner, shopName, false);
}

describe('becoming a shop (issue 12), as a new user and the administrator do it', () => {
  it('applies, is refused with a reason, applies again, is approved, enters the shop without logging in again, and is deleted while settled', async () => {
    const context = await newPhone(browser);
    const page = await context.newPage();
    await openInstalled(page);
    const phone = uniquePhone();
    const shopName = `星Q手作${phone.slice(-4)}`;
    await page.goto(hash(PATHS.login));
    await loginBySms(page, phone);

    await page.goto(hash(PATHS.mine));
    await page.getByText('我要开店').click();
    await page.getByTestId('enter-type-company').filter({ hasText: '企业主体开店，需上传营业执照' }).waitFor();
    await page.getByTestId('enter-type-individual').filter({ hasText: '个人身份开店，需完成实名认证' }).waitFor();
    await calmScreenshot(page, 'shop-apply-enter-type');
    await page.getByTestId('enter-type-company').click();

    await page.getByRole('textbox', { name: '真实姓名' }).fill('李小星');
    await page.getByRole('textbox', { name: '身份证号' }).fill(idCardFor(phone));
    await page.getByRole('button', { name: '提交认证' }).click();
    await page.getByTestId('register-type').filter({ hasText: '企业店铺' }).waitFor();

    await page.getByRole('button', { name: '提交申请' }).click();
    await page.getByText('店铺名称至少2个字').waitFor();
    await page.getByRole('textbox', { name: '店铺名称' }).fill(shopName);
    await page.getByRole('button', { name: '提交申请' }).click();
    await page.getByText('请上传店铺logo').waitFor();
    await upload(page, '店铺logo', '星');
    await page.getByTestId('class-value').click();
    await page.locator('.class-picker .adm-check-list-item').first().click();
    await expect.poll(() => page.getByTestId('class-value').textContent()).not.toBe('请选择主营类目');
    await page.getByRole('textbox', { name: '联系人' }).fill('李小星');
    await page.getByRole('textbox', { name: '联系电话' }).fill(phone);
    await pickRegion(page);
    await page.getByRole('textbox', { name: '详细地址' }).fill('科技园南区1栋101');
    await page.getByRole('button', { name: '提交申请' }).click();
    await page.getByText('企业店铺请上传营业执照').waitFor();
    await upload(page, '营业执照', '照');
    await calmScreenshot(page, 'shop-apply-register-info');
    await page.getByRole('button', { name: '提交申请' }).click();
    await statusIs(page, '审核中');
    await page.getByText('开店申请审核中').waitFor();
    await page.getByTestId('detail-shop-name').filter({ hasText: shopName }).waitFor();
    await calmScreenshot(page, 'shop-apply-pending');

    await context.setOffline(true);
    await page.reload();
    await page.getByText('当前离线，显示的是上次的内容').waitFor();
    await statusIs(page, '审核中');
    await context.setOffline(false);

    const adminContext = await newPhone(browser);
    const admin = await adminContext.newPage();
    await loginByPassword(admin, ADMIN);
    await decide(admin, shopName, phone, false, true);

    await page.goto(hash(PATHS.shopManage));
    await page.getByText('您的开店申请已被驳回').waitFor();
    await page.getByRole('button', { name: '查看开店申请' }).click();
    await statusIs(page, '已驳回');
    await page.getByTestId('refusal-reason').filter({ hasText: REASON }).waitFor();
    await calmScreenshot(page, 'shop-apply-refused');
    await page.getByRole('button', { name: '重新申请' }).click();
    await page.getByTestId('enter-type-company').click();
    await page.getByTestId('register-type').filter({ hasText: '企业店铺' }).waitFor();
    expect(await page.getByRole('textbox', { name: '店铺名称' }).inputValue()).toBe(shopName);
    await expect.poll(() => page.locator('.adm-image-uploader-cell-image').count()).toBe(2);
    await page.getByRole('textbox', { name: '详细地址' }).fill('科技园南区1栋102');
    await context.setOffline(true);
    await page.getByText('当前离线：该操作需要联网，请连接网络后再试').waitFor();
    expect(await page.getByRole('button', { name: '提交申请' }).isDisabled()).toBe(true);
    await context.setOffline(false);
    await expect.poll(() => page.getByRole('button', { name: '提交申请' }).isDisabled()).toBe(false);
    await page.getByRole('button', { name: '提交申请' }).click();
    await page.getByText('请选择店铺所在地区').waitFor();
    await pickRegion(page);
    await page.getByRole('button', { name: '提交申请' }).click();
    await statusIs(page, '审核中');

    await decide(admin, shopName, phone, true);

    await page.reload();
    await statusIs(page, '已通过');
    await calmScreenshot(page, 'shop-apply-approved');
    await page.getByRole('button', { name: '进入店铺管理' }).click();
    await page.getByTestId('workspace-shop-name').filter({ hasText: shopName }).waitFor();
    await calmScreenshot(page, 'shop-apply-workspace');
    await page.getByText('店铺钱包').click();
    await expect.poll(() => page.getByTestId('shop-available').textContent()).toBe('0.00');

    await page.goto(hash(PATHS.mine));
    await page.getByText('店铺管理').waitFor();
    expect(await page.getByText('我要开店').count()).toBe(0);

    await deleteSettledShop(admin, page, shopName);
    await adminContext.close();
    await context.close();
  });
});
