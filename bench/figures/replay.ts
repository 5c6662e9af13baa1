import { indexedDB, IDBKeyRange } from 'fake-indexeddb';
import { createApiClient } from '../../src/api/client';
import { cartAdd } from '../../src/contract/cart';
import { HEADERS } from '../../src/contract/headers';
import { passwordLogin } from '../../src/contract/users';
import { createStarqDatabase } from '../../src/db/database';
import { dexieStorage } from '../../src/db/storage';
import { createLocalLocks } from '../../src/sync/locks';
import { createSyncEngine } from '../../src/sync/engine';
import { BENCH_PASSWORD, benchPhone } from '../users';
import { repeat, round, timed, type Figure } from '../stats';

const MUTATIONS = 1_000;
let nextUser = 1;
let dbCounter = 0;

async function login(baseUrl: string) {
  const api = createApiClient({ origin: baseUrl, getCredentials: () => ({ userToken: '', shopToken: '' }) });
  const answer = await api.call(passwordLogin, { account: benchPhone(nextUser++), password: BENCH_PASSWORD });
  return { userId: answer.usersid, userToken: answer.loginToken, shopToken: '' };
}

/** PERFORMANCE.md "outbox replay": 1,000 queued cart mutations drained against the host vs the same requests by plain fetch. */
export async function measureReplay(runs: number, baseUrl: string, goodsIds: string[]): Promise<Figure> {
  const argsAt = (i: number) => ({ goodsId: goodsIds[i % goodsIds.length]!, num: 1 });

  const replay = async () => {
    const session = await login(baseUrl);
    let offline = true;
    const api = createApiClient({
      origin: baseUrl,
      getCredentials: () => session,
      fetch: (input, init) => (offline ? Promise.reject(new TypeError('offline')) : fetch(input, init)),
    });
    const db = await createStarqDatabase(dexieStorage({ indexedDB, IDBKeyRange }), `benchreplay${++dbCounter}`);
    let id = 0;
    const engine = await createSyncEngine({
      db, api, locks: createLocalLocks(), newId: () => `r${dbCounter}-${++id}-${session.userId}`,
      random: () => 0.5, now: Date.now,
    });
    engine.setSession(session);
    for (let i = 0; i < MUTATIONS; i++) await engine.mutate('cart.add', argsAt(i), {});
    const drained = new Promise<void>((resolve) => {
      const off = engine.status.subscribe((s) => {
        if (s.pending === 0 && !offline) {
          resolve();
          queueMicrotask(() => off());
        }
      });
    });
    const ms = await timed(async () => {
      offline = false;
      engine.setOnline(true);
      await drained;
    });
    await engine.close();
    await db.close();
    return ms;
  };

  const plainFetch = async () => {
    const session = await login(baseUrl);
    return timed(async () => {
      for (let i = 0; i < MUTATIONS; i++) {
        const response = await fetch(`${baseUrl}${cartAdd.path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json', [HEADERS.userToken]: session.userToken, [HEADERS.shopToken]: '',
            [HEADERS.appFlag]: 'H5', [HEADERS.idempotencyKey]: `plain-${session.userId}-${i}`,
          },
          body: JSON.stringify(argsAt(i)),
        });
        const answer = (await response.json()) as { code: number };
        if (answer.code !== 0) throw new Error(`baseline request refused: ${JSON.stringify(answer)}`);
      }
    });
  };

  const value = await repeat(runs, replay);
  const baseline = await repeat(runs, plainFetch);
  const ratio = round(value.median / baseline.median);
  return {
    name: 'outbox replay', unit: `ms for ${MUTATIONS} cart mutations`, value, baseline, ratio,
    target: '≤ 1.3× baseline time', met: ratio <= 1.3,
    notes: 'engine in Node (fake-indexeddb) draining against the host process; baseline: the same requests in sequence with fetch',
  };
}
