import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { BrowserContext, Page, Route } from 'playwright-core';

type BatchFault = { mode: 'abortAfterCommit' | 'fail503' | 'slow'; delayMs: number };

/**
 * Faults on the wire, for the replay batches (`/api/sync/batch/*`) and the cart read:
 * an answer lost after the host committed, a 503 the host never saw, a slow answer.
 */
export class NetworkFaults {
  private batch: BatchFault[] = [];
  private slowCartReads = 0;
  /** What was injected, for the report. */
  readonly injected = { abortAfterCommit: 0, fail503: 0, slow: 0, slowCartRead: 0, batches: 0 };

  async install(context: BrowserContext): Promise<void> {
    await context.route('**/api/**', (route) => this.handle(route));
  }

  queue(mode: BatchFault['mode'], count: number, delayMs = 0): void {
    for (let i = 0; i < count; i++) this.batch.push({ mode, delayMs });
  }

  slowCart(count: number): void {
    this.slowCartReads += count;
  }

  clear(): void {
    this.batch = [];
    this.slowCartReads = 0;
  }

  private async handle(route: Route): Promise<void> {
    const url = route.request().url();
    try {
      if (url.includes('/api/sync/batch/')) {
        this.injected.batches += 1;
        const fault = this.batch.shift();
        if (fault) this.injected[fault.mode] += 1;
        if (fault?.mode === 'fail503') {
          return await route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
        }
        if (fault?.mode === 'abortAfterCommit') {
          await route.fetch();
          return await route.abort('connectionreset');
        }
        if (fault?.mode === 'slow') await sleep(fault.delayMs);
      } else if (url.includes('usersgetbuycartinfo') && this.slowCartReads > 0) {
        this.slowCartReads -= 1;
        this.injected.slowCartRead += 1;
        await sleep(1_000);
      }
      await route.continue();
    } catch {
      // The page or the network went away while the request was held: the browser already failed it.
    }
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

const originals = new Map<string, { sw: string; html: string }>();

/**
 * A new build of the app is deployed: the served folder gets a new index.html
 * and a new service worker whose precache names that index.html's new
 * revision (the other assets stay, as in a deploy that changed little).
 */
export function deployNewBuild(staticDir: string, build: number): void {
  if (!originals.has(staticDir)) {
    originals.set(staticDir, { sw: fs.readFileSync(`${staticDir}/sw.js`, 'utf8'), html: fs.readFileSync(`${staticDir}/index.html`, 'utf8') });
  }
  const { sw, html } = originals.get(staticDir)!;
  const revision = `chaos-${process.pid}-${build}`;
  fs.writeFileSync(`${staticDir}/sw.js`, `${sw.replace(/\{url:"index\.html",revision:"[^"]*"\}/, `{url:"index.html",revision:"${revision}"}`)}\n// build ${revision}\n`);
  fs.writeFileSync(`${staticDir}/index.html`, html.replace('</head>', `<meta name="starq-build" content="${revision}"></head>`));
}

/** The user accepts the update prompt (发现新版本 → 立即更新); false when no update was offered. */
export async function acceptUpdate(page: Page): Promise<boolean> {
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update())).catch(() => undefined);
  const now = page.getByRole('button', { name: '立即更新' });
  try {
    await now.waitFor({ timeout: 15_000 });
  } catch {
    return false;
  }
  const reloaded = page.waitForEvent('load', { timeout: 15_000 });
  await now.click();
  await reloaded;
  return true;
}

/** The site's IndexedDB is wiped (as storage pressure or 清除网站数据 does) while the app runs. */
export async function wipeIndexedDb(context: BrowserContext, page: Page, origin: string): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'indexeddb' });
  await cdp.detach();
}

/**
 * The user's login ends on the host while changes are queued. With a
 * PostgreSQL database the token expires (its expires_at moves to the past:
 * the host then answers 4012); on PGlite, which one process owns, the login is
 * ended through the product's own logout call with that token, as another
 * client holding it would (4010).
 */
export async function endLogin(baseUrl: string, token: string, userId: string, databaseUrl?: string): Promise<'expired' | 'revoked'> {
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query('update tokens set expires_at = $1 where user_id = $2', [Date.now() - 1_000, userId]);
    } finally {
      await client.end();
    }
    return 'expired';
  }
  const response = await fetch(`${baseUrl}/api/cloudfunction/user-center`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-app-flag': 'H5', 'x-users-token': token, 'idempotency-key': randomUUID() },
    body: JSON.stringify({ action: 'logout' }),
  });
  const body = (await response.json()) as { code: number; msg: string };
  if (body.code !== 0) throw new Error(`logout: ${body.msg}`);
  return 'revoked';
}
