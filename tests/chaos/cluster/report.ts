import type { ClusterRunResult } from './run';

const seconds = (ms: number) => (ms / 1000).toFixed(1);

/** One line per seed as it ends: its counts, its faults, and what failed. */
export function seedLine(r: ClusterRunResult): string {
  const a = r.acknowledged;
  const f = r.faults;
  const fault = f.killAt ? `kill host ${f.killedHost} back in ${seconds(f.hostBackAt - f.killAt)} s, database away ${seconds(f.databaseUpAt - f.databaseDownAt)} s` : 'faults not reached';
  return `seed ${r.seed}: ${r.problems.length ? 'FAIL' : 'ok'} (${a.orders} orders, ${a.payments} payments, ${a.bids} bids, ${a.chats} chat messages, ${a.cartChanges} cart changes; `
    + `${r.calls} calls (${Object.entries(r.statuses).map(([s, n]) => `${s}×${n}`).join(' ')}), ${r.retried} retried, ${r.cuts} cut, ${r.unavailable503} × 503, ${r.reconnects} live reconnects; ${fault}; ${seconds(r.ms)} s)`;
}

/** The summary of `npm run chaos -- --cluster`, shaped like tests/chaos/report.ts's: counts, then each failure with its seed. */
export function formatClusterReport(results: ClusterRunResult[], processes: number): string {
  const runs = (kind: string) => results.filter((r) => r.problems.some((p) => p.kind === kind)).length;
  const records = (kind: string) => results.reduce((n, r) => n + r.problems.filter((p) => p.kind === kind).length, 0);
  const sum = (pick: (r: ClusterRunResult) => number) => results.reduce((n, r) => n + pick(r), 0);
  const lines = [
    '',
    `chaos --cluster: ${results.length} runs, ${processes} host processes behind nginx on one PostgreSQL`,
    `  acknowledged: ${sum((r) => r.acknowledged.orders)} orders, ${sum((r) => r.acknowledged.payments)} payments, ${sum((r) => r.acknowledged.bids)} bids, `
      + `${sum((r) => r.acknowledged.chats)} chat messages, ${sum((r) => r.acknowledged.cartChanges)} cart changes`,
    `  calls: ${sum((r) => r.calls)}, retried with their key: ${sum((r) => r.retried)}, tries cut: ${sum((r) => r.cuts)}, 503 while the database was away: ${sum((r) => r.unavailable503)}`,
    ...(['lost', 'doubled', 'stuck', 'missed', 'unavailable', 'job', 'ledger', 'refused', 'error'] as const)
      .map((kind) => `  ${`${kind}:`.padEnd(13)}${runs(kind)} runs (${records(kind)} records)`),
  ];
  for (const r of results) {
    if (r.problems.length === 0 && r.notes.length === 0) continue;
    lines.push('', `seed ${r.seed}${r.problems.length ? ' FAILED' : ''} (rerun: npm run chaos -- --cluster --seed ${r.seed})`);
    for (const p of r.problems.slice(0, 30)) lines.push(`  ${p.kind} ${p.detail}`);
    if (r.problems.length > 30) lines.push(`  … ${r.problems.length - 30} more`);
    for (const n of r.notes.slice(0, 10)) lines.push(`  note: ${n}`);
  }
  return lines.join('\n');
}
