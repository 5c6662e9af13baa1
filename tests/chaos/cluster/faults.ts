import type { Cluster } from '../../../scripts/cluster/start';
import type { Rng } from '../rng';

export interface FaultTimes { startRetries: number; killedHost: number; killAt: number; hostBackAt: number; databaseDownAt: number; databaseUpAt: number }

const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));

/**
 * The seed's faults during the load: one host process SIGKILLed at 15–35 % of it and started again 2–5 s later (its start then takes what it takes);
 * PostgreSQL stopped at 50–65 % and started again 1–3 s later (the hosts must answer 503 meanwhile and come back by
 * themselves). Times are written into `times` (ms since the epoch) for the report.
 */
export async function playFaults(cluster: Cluster, rng: Rng, loadStart: number, loadMs: number, times: FaultTimes): Promise<void> {
  const host = rng.pick(cluster.hosts);
  const killAt = loadStart + Math.round(loadMs * rng.int(15, 35) / 100);
  const restartAfter = rng.int(2_000, 5_000);
  const databaseAt = loadStart + Math.round(loadMs * rng.int(50, 65) / 100);
  const databaseDownMs = rng.int(1_000, 3_000);
  // Two timelines: a host's start takes seconds to tens of seconds on a loaded machine, the database's fault keeps its time.
  const killAndRestart = async () => {
    await sleepUntil(killAt);
    times.killedHost = host.index;
    times.killAt = Date.now();
    await cluster.stopHost(host, 'SIGKILL');
    await sleepUntil(times.killAt + restartAfter);
    // A process whose start meets the database away exits; its supervisor (systemd, an orchestrator) starts it again.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await cluster.startHost(host);
        break;
      } catch (error) {
        if (attempt >= 5) throw error;
        times.startRetries += 1;
        await sleepUntil(Date.now() + 1_000);
      }
    }
    times.hostBackAt = Date.now();
  };
  const databaseAway = async () => {
    if (!cluster.stopDatabase || !cluster.startDatabase) return;
    await sleepUntil(databaseAt);
    times.databaseDownAt = Date.now();
    await cluster.stopDatabase();
    await sleepUntil(Date.now() + databaseDownMs);
    await cluster.startDatabase();
    times.databaseUpAt = Date.now();
  };
  await Promise.all([killAndRestart(), databaseAway()]);
}
