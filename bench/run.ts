// `npm run bench`: the figures of PERFORMANCE.md, each against its baseline in the same run.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { classGoodsList } from '../src/contract/catalogue/goods-list';
import { openPglite, openPostgres, type Database } from '../server/db/open';
import { goods } from '../server/db/schema';
import { seedBenchCatalogue } from './data';
import { measureContention } from './figures/contention';
import { measureAuction } from './figures/auction';
import { measureLiveRoom } from './figures/live-room';
import { seedRace } from './race-data';
import { launchChromium, measureInitialJs, measureWarmOfflineStart, STATIC_PAGE_SCRIPT, staticPageHtml, staticPageScript } from './figures/browser';
import { measureHostRead } from './figures/host-read';
import { measureDraftSave } from './figures/draft-save';
import { measureLocalQuery } from './figures/local-query';
import { buildLocalStorePage, openLocalStorePage } from './figures/local-store-page';
import { profileLocalStore } from './figures/local-store-profile';
import { measurePublishSearch } from './figures/publish-search';
import { login, measureReplay } from './figures/replay';
import { measureShopGoodsList } from './figures/shop-goods-list';
import { measureSpecSheetOpen, seedSixtySkuGoods } from './figures/spec-sheet';
import { runScaleBench } from './scale/run-scale';
import { runClusterBench } from './cluster/run-cluster';
import { startProcess } from './server-process';
import { round, type Figure } from './stats';
import { BENCH_SHOP_OWNER, seedBenchShopOwner, seedBenchUsers } from './users';

// BENCH_QUICK=1 is for trying the bench itself: one run per figure, figures not valid.
const QUICK = process.env.BENCH_QUICK === '1';
const RUNS = QUICK ? 1 : Math.max(5, Number(process.env.BENCH_RUNS ?? 5));
const LOAD_SECONDS = QUICK ? 2 : 10;
const STATIC_PAGE = 'bench-static.html';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** BENCH_PROFILE=<dir>: also profile one run of each local-store figure in its worker (bench/figures/local-store-profile.ts). */
const PROFILE_DIR = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : '';
/** BENCH_DIST=<dir>: the PWA build to serve (default dist/, built if missing), e.g. a build of one's own beside others' work. */
const DIST = process.env.BENCH_DIST ? path.resolve(process.env.BENCH_DIST) : 'dist';

/**
 * `npm run bench -- --only local,host`: only these groups of figures (for working on one part of the bench). The shop
 * owner's figures (issue 12) are a group each: `draft`, `shopList` (Chromium, the local-store page), `publishSearch`.
 */
const GROUPS = ['browser', 'local', 'host', 'contention', 'draft', 'shopList', 'publishSearch', 'live'] as const;
type Group = (typeof GROUPS)[number];
function selectedGroups(argv: string[]): Set<Group> {
  const at = argv.findIndex((a) => a === '--only' || a.startsWith('--only='));
  if (at < 0) return new Set(GROUPS);
  const value = argv[at]!.includes('=') ? argv[at]!.split('=')[1]! : (argv[at + 1] ?? '');
  const names = value.split(',').filter(Boolean);
  const unknown = names.filter((n) => !(GROUPS as readonly string[]).includes(n));
  if (unknown.length || !names.length) throw new Error(`--only takes a comma list of ${GROUPS.join(', ')}`);
  return new Set(names as Group[]);
}
const ONLY = selectedGroups(process.argv.slice(2));
/** BENCH_LOCAL=query,replay: only these local-store figures (query, replay) when working on one of them. */
const LOCAL = new Set((process.env.BENCH_LOCAL ?? 'query,replay').split(',').filter(Boolean));

function log(line: string): void {
  process.stderr.write(`[bench] ${line}\n`);
}

const REPLAY_USERS = 40;
const RACE_BUYERS = 200;

/** DATABASE_URL (an empty database) runs the whole bench on real PostgreSQL; otherwise PGlite in a temp dir. */
async function openBenchDatabase(dataDir: string): Promise<Database> {
  const url = process.env.DATABASE_URL;
  const database = url ? openPostgres(url) : await openPglite(dataDir);
  await database.migrate();
  if ((await database.db.select({ id: goods.id }).from(goods).limit(1)).length) {
    throw new Error('DATABASE_URL must point at an empty database: the bench writes its own 10,000 goods');
  }
  return database;
}

async function prepareData(dataDir: string, runs: number) {
  const database = await openBenchDatabase(dataDir);
  const catalogue = await seedBenchCatalogue(database);
  await seedBenchUsers(database, REPLAY_USERS + RACE_BUYERS);
  await seedBenchShopOwner(database);
  const raceBuyers = Array.from({ length: RACE_BUYERS }, (_, i) => `UB${String(REPLAY_USERS + i + 1).padStart(5, '0')}`);
  const race = await seedRace(database, raceBuyers, runs, catalogue.leafClassIds[0]!, 'BS001');
  const specGoodsId = catalogue.stockedGoodsIds.at(-1)!;
  await seedSixtySkuGoods(database, specGoodsId);
  const kind = database.kind;
  await database.close();
  return { catalogue, race, kind, specGoodsId };
}

async function main(): Promise<void> {
  const started = Date.now();
  const loadAtStart = os.loadavg().map((l) => round(l, 2));
  if (!fs.existsSync(path.join(DIST, 'index.html'))) {
    log(`building the PWA into ${DIST}`);
    execSync(`npx vite build --outDir ${JSON.stringify(DIST)}`, { stdio: 'inherit' });
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'starq-bench-'));
  // The product serves a copy of dist/ plus the bench's own pages, so dist/ itself is never written.
  const staticDir = path.join(dataDir, 'static');
  fs.cpSync(DIST, staticDir, { recursive: true });
  fs.writeFileSync(path.join(staticDir, STATIC_PAGE), staticPageHtml('/media/img/200/%E5%8E%8B%E6%B5%8B.svg'));
  fs.writeFileSync(path.join(staticDir, STATIC_PAGE_SCRIPT), staticPageScript);
  const onBenchPage = ONLY.has('local') || ONLY.has('draft') || ONLY.has('shopList');
  if (onBenchPage && fs.existsSync(CHROMIUM)) {
    log('building the local-store bench page (bench/browser)');
    buildLocalStorePage(staticDir, { minify: !PROFILE_DIR });
  }
  log('generating 10,000 goods');
  const { catalogue, race, kind, specGoodsId } = await prepareData(path.join(dataDir, 'db'), RUNS);
  const product = await startProcess('server/main.ts', { DATA_DIR: path.join(dataDir, 'db'), STATIC_DIR: staticDir, DATABASE_URL: process.env.DATABASE_URL ?? '', ...(process.env.BENCH_PORT ? { PORT: process.env.BENCH_PORT } : {}) }, 'is running at');
  const figures: Figure[] = [];
  const run = async (name: string, measure: () => Promise<Figure>) => {
    log(`measuring ${name}`);
    try {
      figures.push(await measure());
    } catch (error) {
      figures.push({ name, unit: '', value: null, baseline: null, ratio: null, target: '', met: null, skipped: `failed: ${(error as Error).message}` });
    }
  };
  try {
    const browser = fs.existsSync(CHROMIUM) && (ONLY.has('browser') || onBenchPage) ? await launchChromium() : null;
    // The shop owner logs in once, on first use, so a failed login fails only the figures that need it.
    let ownerLogin: ReturnType<typeof login> | undefined;
    const owner = () => (ownerLogin ??= login(product.url, BENCH_SHOP_OWNER.phone));
    const noChromium = (name: string) => figures.push({ name, unit: '', value: null, baseline: null, ratio: null, target: '', met: null, skipped: `no Chromium at ${CHROMIUM} (apt-get install -y chromium)` });
    if (ONLY.has('browser')) {
      if (browser) {
        await run('initial JS of the home route', () => measureInitialJs(browser, product.url));
        await run('warm offline start', () => measureWarmOfflineStart(browser, product.url, STATIC_PAGE, RUNS));
        await run('specification sheet open (60 SKUs)', () => measureSpecSheetOpen(browser, product.url, specGoodsId));
      } else {
        ['initial JS of the home route', 'warm offline start', 'specification sheet open (60 SKUs)'].forEach(noChromium);
      }
    }
    if (onBenchPage) {
      const localFigures = ONLY.has('local') ? ['local query', 'outbox replay'] : [];
      const shopFigures = [...(ONLY.has('draft') ? ['draft save'] : []), ...(ONLY.has('shopList') ? ['shop goods list'] : [])];
      if (browser) {
        const bench = await openLocalStorePage(browser, product.url);
        try {
          if (ONLY.has('local')) {
            if (LOCAL.has('query')) await run('local query', () => measureLocalQuery(bench, RUNS));
            if (LOCAL.has('replay')) await run('outbox replay', () => measureReplay(bench, RUNS, product.url, catalogue.stockedGoodsIds.slice(0, 10)));
            if (PROFILE_DIR) log(`profiles: ${await profileLocalStore(browser, bench, PROFILE_DIR, product.url, catalogue.stockedGoodsIds.slice(0, 10))}`);
          }
          if (ONLY.has('draft')) await run('draft save', async () => measureDraftSave(bench, RUNS, await owner()));
          if (ONLY.has('shopList')) await run('shop goods list', () => measureShopGoodsList(bench, RUNS, BENCH_SHOP_OWNER.userId, PROFILE_DIR !== ''));
        } finally {
          await bench.close();
        }
      } else {
        [...localFigures, ...shopFigures].forEach(noChromium);
      }
    }
    await browser?.close();
    const listQuery = { pageNum: 1, pageSize: 20, classId: '01', otherSort: '02', priceSort: '01', startPrice: '50', endPrice: '3000' };
    if (ONLY.has('host')) await run('host read path', () => measureHostRead(RUNS, product.url, classGoodsList, JSON.stringify(listQuery), LOAD_SECONDS));
    if (ONLY.has('publishSearch')) await run('published goods in search', async () => measurePublishSearch(RUNS, product.url, await owner(), catalogue.leafClassIds[0]!));
    if (ONLY.has('contention')) await run('contention', () => measureContention(RUNS, product.url, race, kind === 'postgresql' ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)'));
    if (ONLY.has('contention')) await run('auction bids', () => measureAuction(RUNS));
    // `live` runs only this figure of the contention group (two host processes of its own on PostgreSQL).
    if (ONLY.has('contention') || ONLY.has('live')) await run('live room fan-out', () => measureLiveRoom());
  } finally {
    await product.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const report = {
    at: new Date().toISOString(),
    // The 1-minute load average when the run started and ended: the machine is shared, so figures move with it.
    machine: { cpus: os.cpus().length, node: process.version, loadAverage: { atStart: loadAtStart, atEnd: os.loadavg().map((l) => round(l, 2)) } },
    database: kind,
    runsPerFigure: RUNS,
    groups: [...ONLY],
    quick: QUICK,
    seconds: Math.round((Date.now() - started) / 1000),
    figures,
  };
  fs.writeFileSync('bench/latest.json', `${JSON.stringify(report, null, 2)}\n`);
  console.log(JSON.stringify(report, null, 2));
}

// `--scale` is a bench of its own (issue 30): databases of 10,000 to 1,000,000 goods, the host's reads at each.
// `--cluster` too (issue 35): nginx in front of 1, 2, 3 host processes, a process killed, PostgreSQL restarted.
const entry = process.argv.includes('--scale') ? () => runScaleBench(log) : process.argv.includes('--cluster') ? () => runClusterBench(log) : main;
entry().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
