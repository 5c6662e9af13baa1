import type { BenchSession, Keystrokes } from '../browser/protocol';
import { percentile, repeatPair, round, summarize, type Figure } from '../stats';
import { inPage, type LocalStorePage } from './local-store-page';

export const KEYSTROKES = 200;
/**
 * Idle time between two saves. The form saves at most once per 500 ms (spec §9), which 200 saves × 12 runs cannot wait
 * for; BENCH_DRAFT_GAP_MS=500 times them at the app's own pace.
 */
const GAP_MS = Number(process.env.BENCH_DRAFT_GAP_MS ?? 10);
const TARGET_MS = 16;

/**
 * PERFORMANCE.md "draft save": one keystroke's save as the goods form sends it (changeDraft through the app's handle to
 * the app's own sync worker, which writes the draft into IndexedDB), timed on the page's main thread from the call to
 * the answer; p95 over 200 keystrokes into one draft. Baseline: the same draft document written with Dexie table.put
 * in a plain worker, timed the same way.
 */
export async function measureDraftSave({ page }: LocalStorePage, runs: number, session: BenchSession): Promise<Figure> {
  await inPage(page, (b, s) => b.drafts.open(s), session);
  let draft = 0;
  const all = { app: [] as number[], dexie: [] as number[], appSync: [] as number[], firstSave: [] as number[] };
  const typed = { app: 0, dexie: 0 };
  const type = async (target: 'app' | 'dexie') => {
    const k: Keystrokes = { userId: session.userId, draftId: `benchdraft${Date.now()}x${++draft}`, count: KEYSTROKES, gapMs: GAP_MS };
    const { total, sync } = await inPage(page, (b, a) => b.drafts.type(a.target, a.k), { target, k });
    // The notes' spread leaves out each side's warm-up run, as the figure does.
    if (++typed[target] === 1) return percentile(total, 95);
    all[target].push(...total);
    if (target === 'app') {
      all.appSync.push(...sync);
      all.firstSave.push(total[0]!);
    }
    return percentile(total, 95);
  };
  try {
    const { value, baseline } = await repeatPair(runs, () => type('app'), () => type('dexie'));
    const ratio = round(value.median / baseline.median);
    const spread = (ms: number[]) => `p50 ${round(percentile(ms, 50), 2)}, p95 ${round(percentile(ms, 95), 2)}, p99 ${round(percentile(ms, 99), 2)}, max ${round(Math.max(...ms), 2)} ms`;
    return {
      name: 'draft save', unit: `ms, p95 of ${KEYSTROKES} keystroke saves`, value, baseline, ratio,
      target: `≤ ${TARGET_MS} ms at p95`, met: value.median <= TARGET_MS,
      measuredIn: 'Chromium: the page\'s main thread calling the app\'s sync worker (src/workers/sync.worker.ts) vs plain Dexie in a worker, same page',
      notes: `each run types ${KEYSTROKES} characters into a new draft's description, one save per keystroke ${GAP_MS} ms apart (the app: `
        + `SyncHandle.changeDraft → comlink → createDraftActions → RxDB incrementalModify on IndexedDB, the form's shopDraft live query `
        + `subscribed; baseline: the same DraftDoc put with Dexie table.put in a worker); all saves: app ${spread(all.app)}; `
        + `Dexie ${spread(all.dexie)}; the call itself held the main thread ${spread(all.appSync)}; `
        + `a draft's first save (creates it): median ${summarize(all.firstSave).median} ms`,
    };
  } finally {
    await inPage(page, (b) => b.drafts.close(), null);
  }
}
