import { createApiClient } from '../../src/api/client';
import { passwordLogin } from '../../src/contract/account/users';
import type { BenchSession } from '../browser/protocol';
import { repeatPair, round, type Figure } from '../stats';
import { BENCH_PASSWORD, benchPhone } from '../users';
import { IN_WORKERS } from './local-query';
import { inPage, type LocalStorePage } from './local-store-page';

export const MUTATIONS = 1_000;
let nextUser = 1;

/** Each run is a buyer with an empty cart, so the host's work is the same on both sides; a shop owner gets a shop token. */
export async function login(baseUrl: string, phone = benchPhone(nextUser++)): Promise<BenchSession> {
  const api = createApiClient({ origin: baseUrl, getCredentials: () => ({ userToken: '', shopToken: '' }) });
  const answer = await api.call(passwordLogin, { account: phone, password: BENCH_PASSWORD });
  return { userId: answer.usersid, userToken: answer.loginToken, shopToken: answer.shopsLoginToken };
}

/** PERFORMANCE.md "outbox replay": 1,000 queued cart mutations drained against the host vs the same requests by plain fetch. */
export async function measureReplay({ page }: LocalStorePage, runs: number, baseUrl: string, goodsIds: string[]): Promise<Figure> {
  const { value, baseline } = await repeatPair(
    runs,
    async () => (await inPage(page, (b, a) => b.store.replay(a.session, a.goodsIds, a.n), { session: await login(baseUrl), goodsIds, n: MUTATIONS })).ms,
    async () => (await inPage(page, (b, a) => b.plain.sendSequentially(a.session, a.goodsIds, a.n), { session: await login(baseUrl), goodsIds, n: MUTATIONS })).ms,
  );
  const ratio = round(value.median / baseline.median);
  return {
    name: 'outbox replay', unit: `ms for ${MUTATIONS} cart mutations`, value, baseline, ratio,
    target: '≤ 1.3× baseline time', met: ratio <= 1.3, measuredIn: IN_WORKERS,
    notes: 'the sync engine (outbox, Web Locks leader, replayer in batches) queued offline, timed from online to drained; baseline: the same cart.add requests one by one with fetch',
  };
}
