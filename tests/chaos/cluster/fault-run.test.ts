// @vitest-environment node
// Issue 35: the cluster fault run of `npm run chaos -- --cluster`, short, on two fixed seeds (CI). Needs PostgreSQL 15's
// binaries with root (the cluster's own PostgreSQL is stopped and started under the hosts) and nginx.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../../../scripts/cluster/start';
import { canRunOwnPostgres } from '../../../server/test-support/throwaway-postgres';
import { seedLine } from './report';
import { runClusterSeed } from './run';

const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
/**
 * Away from the CLI's 23080 (its hosts at +100.., RTMP +200.., FLV +300..), so both can run on one machine; below the
 * ephemeral ports (32768–60999 on Linux), where an outgoing connection of another test once held a host's port.
 */
const BASE_PORT = 23_580;
let cluster: Cluster | undefined;

describe.skipIf(!canRunOwnPostgres || !fs.existsSync(NGINX))('the cluster under faults: a process SIGKILLed, PostgreSQL restarted (issue 35)', () => {
  beforeAll(async () => {
    process.env.JOB_POLL_MS ??= '500';
    // Two processes, not the CLI's three: one start fewer keeps the file near a minute; one process still dies.
    cluster = await startCluster({ processes: 2, basePort: BASE_PORT });
  }, 180_000);

  afterAll(() => cluster?.stop(), 60_000);

  it.each([1, 2])('seed %i: every acknowledged write once, no live message missed, jobs once, the ledger balanced', async (seed) => {
    const result = await runClusterSeed(seed, cluster!, { buyers: 4, seconds: 8, lots: 1 });
    console.log(seedLine(result));
    expect(result.problems).toEqual([]);
    expect(result.acknowledged.orders).toBeGreaterThan(0);
  }, 120_000);
});
