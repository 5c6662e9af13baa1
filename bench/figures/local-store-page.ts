import { execSync } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import type { BenchWindow } from '../browser/protocol';

export const LOCAL_STORE_PAGE = 'bench-local';

/** Builds bench/browser (the product's store modules in a worker, plain Dexie in another) into the served folder. */
export function buildLocalStorePage(staticDir: string, { minify = true } = {}): void {
  const outDir = JSON.stringify(`${staticDir}/${LOCAL_STORE_PAGE}`);
  execSync(`npx vite build --config bench/browser/vite.config.ts --outDir ${outDir}${minify ? '' : ' --minify false'}`, { stdio: 'inherit' });
}

export interface LocalStorePage {
  page: Page;
  close(): Promise<void>;
}

/** The bench page from the product's own origin, so both workers reach the host without CORS, as the app does. */
export async function openLocalStorePage(browser: Browser, baseUrl: string): Promise<LocalStorePage> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${baseUrl}/${LOCAL_STORE_PAGE}/index.html`);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 30_000, state: 'attached' }).catch((error: Error) => {
    throw new Error(`bench page did not start: ${errors.join('; ') || error.message}`);
  });
  return { page, close: () => context.close() };
}

export type Bench = BenchWindow['__bench'];

/** Runs `work` against the two workers in the page (serialised: it cannot close over Node values, pass them in `arg`). */
export function inPage<A, T>(page: Page, work: (bench: Bench, arg: A) => Promise<T>, arg: A): Promise<T> {
  return page.evaluate(
    ([source, value]) => {
      const fn = new Function(`return (${source})`)() as (bench: unknown, arg: unknown) => Promise<unknown>;
      return fn((window as unknown as BenchWindow).__bench, value);
    },
    [work.toString(), arg] as const,
  ) as Promise<T>;
}
