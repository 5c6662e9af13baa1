// `npm run bench -- --cluster` (issue 35): the cluster of scripts/cluster (nginx, N host processes, one PostgreSQL 15 of
// its own, s3rver) measured: requests per second through the proxy with 1, 2 and 3 processes; the gap in service
// while a process dies under load; how long the cluster takes to serve again after PostgreSQL restarts.
import fs from 'node:fs';
import os from 'node:os';
import { startCluster } from '../../scripts/cluster/start';
import { READY_PATH } from '../../server/http/health';
import { round } from '../stats';
import { CONNECTIONS, firstOkAfter, loadThroughProxy, READ_PATH, type LoadFigure } from './cluster-load';

const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 10);
const RUNS = Number(process.env.BENCH_CLUSTER_RUNS ?? 3);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function runClusterBench(log: (line: string) => void): Promise<void> {
  const started = Date.now();
  const loadAtStart = os.loadavg().map((l) => round(l, 2));
  log('starting a cluster of 3 processes (PostgreSQL 15, s3rver, nginx)');
  const cluster = await startCluster({ processes: 3, basePort: Number(process.env.BENCH_CLUSTER_PORT ?? 23080) });
  const throughput: { processes: number; runs: LoadFigure[]; medianRequestsPerSecond: number }[] = [];
  const kills: (LoadFigure & { killedAtSecond: number })[] = [];
  const restarts: { restartMs: number; readyAfterMs: number; allReadyAfterMs: number }[] = [];
  try {
    await loadThroughProxy(cluster.url, 3); // warm-up: JIT, the read cache, nginx's keep-alive connections
    for (const processes of [1, 2, 3]) {
      await cluster.proxyTo(cluster.hosts.slice(0, processes));
      const runs: LoadFigure[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        log(`${processes} process(es), run ${i + 1}: ${CONNECTIONS} connections for ${SECONDS} s`);
        runs.push(await loadThroughProxy(cluster.url, SECONDS));
      }
      throughput.push({ processes, runs, medianRequestsPerSecond: median(runs.map((r) => r.requestsPerSecond)) });
    }
    for (let i = 0; i < RUNS; i += 1) {
      const victim = cluster.hosts[i % 3]!;
      log(`SIGKILL of process ${victim.index} of 3, 3 s into ${SECONDS} s of load`);
      const load = loadThroughProxy(cluster.url, SECONDS);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await cluster.stopHost(victim, 'SIGKILL');
      kills.push({ ...(await load), killedAtSecond: 3 });
      await cluster.startHost(victim);
      await new Promise((resolve) => setTimeout(resolve, 3_000)); // past nginx's fail_timeout: the process is back in
    }
    for (let i = 0; i < RUNS; i += 1) {
      log('pg_ctl restart -m fast under the 3 processes');
      const before = Date.now();
      await cluster.restartDatabase!();
      const back = Date.now();
      // /readyz reads the database (not the shared read cache): through the proxy, then on every process itself.
      const [ready, ...each] = await Promise.all([firstOkAfter(cluster.url, READY_PATH, back), ...cluster.hosts.map((h) => firstOkAfter(h.url, READY_PATH, back))]);
      restarts.push({ restartMs: back - before, readyAfterMs: ready, allReadyAfterMs: Math.max(...each) });
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  } finally {
    await cluster.stop();
  }
  const report = {
    at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, loadAverage: { atStart: loadAtStart, atEnd: os.loadavg().map((l) => round(l, 2)) } },
    load: `autocannon, ${CONNECTIONS} connections, ${SECONDS} s, GET ${READ_PATH} through nginx; ${RUNS} runs each`,
    seconds: Math.round((Date.now() - started) / 1000),
    throughput, kills, restarts,
  };
  fs.writeFileSync('bench/latest-cluster.json', `${JSON.stringify(report, null, 2)}\n`);
  console.log(JSON.stringify(report, null, 2));
}
