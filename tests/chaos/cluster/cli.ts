import fs from 'node:fs';
import { startCluster } from '../../../scripts/cluster/start';
import { formatClusterReport, seedLine } from './report';
import { runClusterSeed, type ClusterRunResult } from './run';

const PROCESSES = 3;

/**
 * `npm run chaos -- --cluster [--seed N | --runs N --from N] [--seconds S] [--buyers N]`: one cluster of three host
 * processes (scripts/cluster) for all the seeds, each seed on users and lots of its own. Answers the exit code.
 */
export async function runClusterChaos(argv: string[]): Promise<number> {
  const value = (name: string) => { const i = argv.indexOf(`--${name}`); return i >= 0 ? argv[i + 1] : undefined; };
  const seed = value('seed');
  const from = Number(value('from') ?? 1);
  const seeds = seed ? [Number(seed)] : Array.from({ length: Number(value('runs') ?? 20) }, (_, i) => from + i);
  const options = { buyers: Number(value('buyers') ?? 6), seconds: Number(value('seconds') ?? 30), lots: 2 };
  process.env.JOB_POLL_MS ??= '500';
  const cluster = await startCluster({ processes: PROCESSES, basePort: Number(process.env.CHAOS_CLUSTER_PORT ?? 23080) });
  console.log(`cluster at ${cluster.url} (logs in ${cluster.dir}); seeds ${seeds.join(',')}, ${options.buyers} buyers for ${options.seconds} s each`);
  const results: ClusterRunResult[] = [];
  try {
    for (const s of seeds) {
      const result = await runClusterSeed(s, cluster, options);
      results.push(result);
      console.log(seedLine(result));
      for (const p of result.problems.slice(0, 5)) console.log(`    => ${p.kind} ${p.detail.split('\n')[0]}`);
    }
  } finally {
    if (results.some((r) => r.problems.length)) {
      const logs = fs.mkdtempSync('/tmp/starq-chaos-cluster-logs-');
      for (const host of cluster.hosts) fs.copyFileSync(host.logFile, `${logs}/host-${host.index}.log`);
      console.log(`host logs kept in ${logs}`);
    }
    await cluster.stop();
  }
  console.log(formatClusterReport(results, PROCESSES));
  return results.some((r) => r.problems.length) ? 1 : 0;
}
