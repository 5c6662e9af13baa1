import fs from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { attach, loginBySms, mutate, outbox, session, syncStatus } from './app';
import { acceptUpdate, deployNewBuild, endLogin, NetworkFaults, sleep, wipeIndexedDb } from './faults';
import { emptyState, foldOps, nextOp, type Op, type UserState } from './model';
import { compareScreens, compareWithModel, readHost, SCREEN_PATHS } from './observe';
import { createRng, type Rng } from './rng';
import type { ChaosEnv, ChaosOptions, FaultName, RunResult } from './run-types';
import { previewOf, tapChange } from './ui-changes';
import { keepOnLineTrueToTheEmulation } from '../e2e/support/online-emulation';

const SMS_COOLDOWN_MS = 61_000;
let builds = 0;
/** Any wording that tells the user queued changes were lost with the local store. */
const WIPE_NOTICE = /丢失|清除|清空|未能保存|无法恢复|未同步的更改/;
/** How often each fault is drawn: the slow ones (a new login waits out the SMS resend limit) less often. */
const FAULT_WEIGHTS: Record<FaultName, number> = {
  offline: 3, reload: 2, tabSwap: 1, abortAfterCommit: 2, fail503: 2, slow: 2, tokenLoss: 0.5, newBuild: 0.7, wipe: 0.5,
};

/** One seeded run: a fresh user, a random sequence of changes and faults, then the end check (RELIABILITY 13). */
export async function runChaos(seed: number, env: ChaosEnv, options: ChaosOptions): Promise<RunResult> {
  const started = Date.now();
  const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN', serviceWorkers: 'allow' });
  await keepOnLineTrueToTheEmulation(context, env.baseUrl);
  const run = new Run(seed, env, options, context);
  try {
    await run.play();
  } catch (error) {
    run.result.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
    // Where the runner stopped and what the page showed, so an error can be told from a product failure.
    const where = error instanceof Error ? (error.stack ?? '').split('\n').find((line) => line.includes('tests/chaos/')) : undefined;
    const page = context.pages()[0];
    run.result.error += ` (${where?.trim() ?? 'runner'}, at ${page?.url() ?? 'no page'})`;
    await page?.screenshot({ path: `tests/e2e/screenshots/chaos-${seed}-error.png` }).catch(() => undefined);
  } finally {
    run.result.ms = Date.now() - started;
    await context.close().catch(() => undefined);
  }
  return run.result;
}

class Run {
  readonly result: RunResult;
  private readonly rng: Rng;
  private readonly net = new NetworkFaults();
  private page!: Page;
  private baseline: UserState = emptyState();
  private ops: { op: Op; id: string }[] = [];
  private offline = false;
  private loginEnded = false;
  private lastSms = 0;
  private ids = 0;
  private readonly phone: string;

  constructor(readonly seed: number, readonly env: ChaosEnv, readonly options: ChaosOptions, readonly context: BrowserContext) {
    this.rng = createRng(seed);
    this.phone = `137${String((Date.now() + seed) % 1e8).padStart(8, '0')}`;
    this.result = { seed, acknowledged: 0, lost: [], doubled: [], stuck: null, uiMismatch: [], refused: [], notes: [], trace: [], drainMs: 0, ms: 0 };
    context.on('page', (page) => page.on('pageerror', (e) => this.note(`pageerror: ${e.name} ${e.message.slice(0, 160)} at ${(e.stack ?? '').split('\n').find((line) => line.includes(' at '))?.trim() ?? '?'}, after: ${this.result.trace.at(-1) ?? 'start'}`)));
  }

  private note(text: string): void {
    if (!this.result.notes.includes(text) && this.result.notes.length < 20) this.result.notes.push(text);
  }

  private step(text: string): void {
    this.result.trace.push(text);
  }

  private model(): UserState {
    return foldOps(this.baseline, this.ops.map((o) => o.op));
  }

  async play(): Promise<void> {
    await this.net.install(this.context);
    this.page = await this.context.newPage();
    await this.openInstalled(this.page);
    await this.login();
    for (let i = 0; i < this.options.steps; i++) {
      if (this.loginEnded && Date.now() - this.lastSms > SMS_COOLDOWN_MS && this.rng.chance(0.5)) await this.relogin();
      else if (this.options.faults.length && this.rng.chance(0.35)) await this.fault(this.pickFault());
      else await this.change();
    }
    await this.finish();
  }

  private pickFault(): FaultName {
    const faults = this.options.faults;
    let roll = this.rng.next() * faults.reduce((n, f) => n + FAULT_WEIGHTS[f], 0);
    return faults.find((f) => (roll -= FAULT_WEIGHTS[f]) < 0) ?? faults[0]!;
  }

  private async openInstalled(page: Page): Promise<void> {
    await page.goto(this.env.baseUrl);
    await page.getByTestId('goods-card').first().waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await attach(page);
  }

  private async login(): Promise<void> {
    await loginBySms(this.page, this.env.baseUrl, this.env.logFile, this.phone);
    this.lastSms = Date.now();
    await attach(this.page);
  }

  /** The user signs in again after the host ended the login; the login page should say changes wait (issue 10 defect 5). */
  private async relogin(): Promise<void> {
    const wait = this.lastSms + SMS_COOLDOWN_MS - Date.now();
    if (wait > 0) await sleep(wait);
    for (let i = 0; i < 20 && (await session(this.page)).userToken; i++) {
      // Only a call with the ended token tells the app: open a screen that reads the user's data.
      if (i % 5 === 0) await this.page.goto(`${this.env.baseUrl}/#/pages/main/cart/cart`);
      await sleep(1_000);
    }
    if ((await session(this.page)).userToken) this.note('the app did not notice that the login ended (20 s online)');
    const pending = (await syncStatus(this.page)).pending;
    const text = await this.page.locator('body').innerText();
    if (pending > 0 && !text.includes(String(pending))) this.note(`login ended with ${pending} pending: the page does not say they wait (defect 5)`);
    await this.login();
    this.loginEnded = false;
    this.step('relogin');
  }

  private async change(): Promise<void> {
    const op = nextOp(this.rng, this.model(), this.env.catalogue, `c${this.seed}x`, () => ++this.ids);
    if (op.via === 'ui' && this.loginEnded) return this.step(`skip ${op.name} (ui, logged out)`);
    const label = `${op.via === 'ui' ? 'ui ' : ''}${op.name} ${JSON.stringify(op.args)}`;
    const id = op.via === 'ui' ? await this.changeByUi(op) : await this.changeByHandle(op);
    if (id) {
      this.ops.push({ op, id });
      this.result.acknowledged += 1;
      this.step(`+ ${label}`);
    } else {
      this.step(`- ${label} (not acknowledged)`);
    }
  }

  private async changeByHandle(op: Op): Promise<string | null> {
    const result = await mutate(this.page, op.name, op.args, this.preview(op));
    return result.ok ? result.id : null;
  }

  /** A tap in the real screens (ui-changes.ts); what it could not see through is noted. */
  private async changeByUi(op: Op): Promise<string | null> {
    return tapChange(this.page, this.env, op, this.ops.map((o) => o.id), this.model(), (text) => this.note(text));
  }

  private preview(op: Op): Record<string, unknown> {
    return previewOf(op, this.env.catalogue);
  }

  private async fault(name: FaultName): Promise<void> {
    const rng = this.rng;
    switch (name) {
      case 'offline':
        this.offline = !this.offline;
        await this.context.setOffline(this.offline);
        return this.step(this.offline ? '! offline' : '! online');
      case 'reload':
        await this.page.reload();
        await attach(this.page);
        return this.step('! reload');
      case 'tabSwap': return this.swapTabs();
      case 'abortAfterCommit': case 'fail503': {
        const n = rng.int(1, 2);
        this.net.queue(name, n);
        return this.step(`! next ${n} batch(es): ${name}`);
      }
      case 'slow': {
        const n = rng.int(1, 2);
        const delay = rng.int(300, 3_000);
        this.net.queue('slow', n, delay);
        this.net.slowCart(1);
        return this.step(`! next ${n} batch(es) slow ${delay} ms, next cart read slow 1 s`);
      }
      case 'tokenLoss': {
        if (this.loginEnded) return;
        const s = await session(this.page);
        if (!s.userToken) return;
        const how = await endLogin(this.env.baseUrl, s.userToken, s.userId, this.env.databaseUrl);
        this.loginEnded = true;
        return this.step(`! login ${how} on the host`);
      }
      case 'newBuild':
        if (!this.env.staticDir) throw new Error('the newBuild fault needs env.staticDir');
        return this.newBuild();
      case 'wipe': return this.wipe();
    }
  }

  /** A second tab opens, both write, then the first (the replay leader) is closed (RELIABILITY 9). */
  private async swapTabs(): Promise<void> {
    const second = await this.context.newPage();
    await second.goto(`${this.env.baseUrl}/#/pages/menu-page/star_q/star-index`);
    await attach(second);
    this.step('! second tab');
    const first = this.page;
    this.page = second;
    await this.change();
    this.page = first;
    await this.change();
    await first.close();
    this.page = second;
    this.step('! first tab closed');
  }

  /** A deploy while changes are held pending (the next batches fail), and the user takes the update (RELIABILITY 10). */
  private async newBuild(): Promise<void> {
    if (this.offline) {
      this.offline = false;
      await this.context.setOffline(false);
      this.step('! online');
    }
    this.net.queue('fail503', 2);
    const build = ++builds;
    deployNewBuild(this.env.staticDir!, build);
    const pending = (await syncStatus(this.page)).pending;
    const taken = await acceptUpdate(this.page);
    await attach(this.page);
    if (!taken) this.note(`build ${build}: no update was offered within 15 s`);
    this.step(`! new build ${build} ${taken ? 'taken' : 'not offered'} with ${pending} pending`);
  }

  /**
   * IndexedDB is wiped while changes may be queued, then the app is reopened.
   * Changes lost here are allowed only if the user is told (RELIABILITY 11);
   * afterwards the model restarts from the host's records.
   */
  private async wipe(): Promise<void> {
    if (this.loginEnded) return;
    const pending = (await syncStatus(this.page)).pending;
    await wipeIndexedDb(this.context, this.page, this.env.baseUrl);
    // The app notices and offers to start again (RELIABILITY 11); the user takes it.
    const restart = this.page.getByRole('button', { name: '重新加载' });
    const offered = await restart.waitFor({ timeout: 5_000 }).then(() => true, () => false);
    if (offered) await Promise.all([this.page.waitForEvent('load'), restart.click()]);
    else {
      this.note('storage wipe: the app did not offer to start again within 5 s');
      await this.page.reload();
    }
    await attach(this.page);
    await sleep(1_500);
    const { userToken } = await session(this.page);
    const host = await readHost(this.env.baseUrl, userToken);
    const diffs = compareWithModel(this.model(), host);
    let told = false;
    for (let i = 0; i < 10 && !told; i++, await sleep(500)) told = WIPE_NOTICE.test(await this.page.locator('body').innerText());
    if (diffs.length) {
      if (told) this.note(`storage wipe: ${diffs.length} record(s) lost, the user was told`);
      else for (const d of diffs) this.result[d.kind === 'doubled' ? 'doubled' : 'lost'].push({ ...d, record: `${d.record} (storage wipe, ${pending} pending, user not told)` });
    }
    this.baseline = { cart: host.cart, addresses: host.addresses, invoices: host.invoices, follows: host.follows, collects: host.collects, orders: host.orders };
    this.ops = [];
    this.step(`! IndexedDB wiped with ${pending} pending; ${diffs.length} record(s) differ from the host; told: ${told}`);
  }

  /** Online, no more faults, the queue drains, then model, host and screens agree record for record. */
  private async finish(): Promise<void> {
    this.net.clear();
    if (this.offline) await this.context.setOffline(false);
    this.offline = false;
    this.step('= online, faults off');
    if (this.loginEnded) await this.relogin();
    const online = Date.now();
    // Drained means the outbox itself holds no pending entry; the status bar's count is checked against it.
    let status = await syncStatus(this.page);
    let queued = (await outbox(this.page)).filter((e) => e.status === 'pending').length;
    while ((queued > 0 || status.pending > 0) && Date.now() - online < this.options.drainTimeoutMs) {
      await sleep(250);
      status = await syncStatus(this.page);
      queued = (await outbox(this.page)).filter((e) => e.status === 'pending').length;
      if (queued > 0 && status.pending === 0) this.note(`the status says nothing is pending while the outbox holds ${queued}`);
    }
    this.result.drainMs = Date.now() - online;
    if (queued > 0 || status.pending > 0) {
      this.result.stuck = `${queued} pending in the outbox (status: ${status.pending}) after ${Math.round(this.result.drainMs / 1000)} s online (authRequired ${status.authRequired}, lastError ${status.lastError ?? '-'}, leader ${status.leader})`;
      return;
    }
    const rejected = (await outbox(this.page)).filter((e) => e.status === 'rejected');
    const refusedIds = new Set(rejected.map((e) => e.id));
    this.result.refused = rejected.map((e) => ({ name: e.name, msg: e.errorMsg }));
    const expected = foldOps(this.baseline, this.ops.filter((o) => !refusedIds.has(o.id)).map((o) => o.op));
    const { userToken } = await session(this.page);
    const host = await readHost(this.env.baseUrl, userToken);
    for (const d of compareWithModel(expected, host)) this.result[d.kind === 'doubled' ? 'doubled' : 'lost'].push(d);
    this.result.uiMismatch = await compareScreens(this.page, this.env.baseUrl, host);
    for (const { screen } of this.result.uiMismatch) {
      await this.page.goto(`${this.env.baseUrl}/#${SCREEN_PATHS[screen]}`);
      await sleep(1_000);
      fs.mkdirSync('tests/e2e/screenshots', { recursive: true });
      await this.page.screenshot({ path: `tests/e2e/screenshots/chaos-${this.seed}-${screen}.png` });
      this.note(`${screen} screen: ${(await this.page.locator('body').innerText()).replace(/\s+/g, ' ').slice(0, 200)}`);
    }
  }
}
