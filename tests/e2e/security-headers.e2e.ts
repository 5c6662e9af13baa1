import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, loginBySms, newPhone, uniquePhone } from './support/browser';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser.close(); });

/** Issue 9.9: the app, its worker, its service worker and its pictures live with the CSP. */
describe('the app under its Content-Security-Policy', () => {
  it('browses, logs in, syncs and works offline with no policy violation', async () => {
    // A first visit: the host's own headers on the page, and the install under the policy too.
    const context = await newPhone(browser, 390, { firstVisit: true });
    await context.addInitScript(() => {
      (window as unknown as { cspViolations: string[] }).cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as { cspViolations: string[] }).cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl()}/`);
    const csp = response!.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response!.headers()['x-content-type-options']).toBe('nosniff');

    await page.getByTestId('goods-card').first().waitFor();
    await page.waitForFunction(() => [...document.images].some((img) => img.complete && img.naturalWidth > 0));
    await page.goto(`${baseUrl()}/#/pages/main/login/login`);
    await loginBySms(page, uniquePhone());
    await page.evaluate(() => navigator.serviceWorker.ready);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('tab', { name: '首页' }).click();
    await page.getByTestId('goods-card').first().waitFor();
    await context.setOffline(false);

    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    await context.close();
  });
});
