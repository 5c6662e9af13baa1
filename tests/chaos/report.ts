import type { RunResult } from './run-types';

/** The summary `npm run chaos` prints: counts, then each failure with the seed that reproduces it. */
export function formatReport(results: RunResult[], database: string): string {
  const count = (pick: (r: RunResult) => boolean) => results.filter(pick).length;
  const lines = [
    '',
    `chaos: ${results.length} runs on ${database}`,
    `  acknowledged changes: ${results.reduce((n, r) => n + r.acknowledged, 0)}`,
    `  lost:       ${count((r) => r.lost.length > 0)} runs (${results.reduce((n, r) => n + r.lost.length, 0)} records)`,
    `  doubled:    ${count((r) => r.doubled.length > 0)} runs (${results.reduce((n, r) => n + r.doubled.length, 0)} records)`,
    `  stuck:      ${count((r) => r.stuck !== null)} runs`,
    `  UI ≠ host:  ${count((r) => r.uiMismatch.length > 0)} runs`,
    `  refused:    ${count((r) => r.refused.length > 0)} runs (valid changes the host refused)`,
    `  errors:     ${count((r) => r.error !== undefined)} runs (the runner could not finish)`,
    `  drain after online: median ${median(results.map((r) => r.drainMs))} ms, max ${Math.max(0, ...results.map((r) => r.drainMs))} ms`,
  ];
  for (const r of results) {
    const problems = [
      ...r.lost.map((d) => `lost ${d.record}: expected ${JSON.stringify(d.expected)}, host ${JSON.stringify(d.host)}`),
      ...r.doubled.map((d) => `doubled ${d.record}: expected ${JSON.stringify(d.expected)}, host ${JSON.stringify(d.host)}`),
      ...(r.stuck ? [`stuck: ${r.stuck}`] : []),
      ...r.uiMismatch.map((d) => `UI ≠ host on ${d.screen}: UI ${JSON.stringify(d.ui)}, host ${JSON.stringify(d.host)}`),
      ...r.refused.map((d) => `refused ${d.name}: ${d.msg}`),
      ...(r.error ? [`error: ${r.error}`] : []),
    ];
    if (problems.length === 0 && r.notes.length === 0) continue;
    lines.push('', `seed ${r.seed}${problems.length ? ' FAILED' : ''} (rerun: npm run chaos -- --seed ${r.seed})`);
    for (const p of problems) lines.push(`  ${p}`);
    for (const n of r.notes) lines.push(`  note: ${n}`);
  }
  return lines.join('\n');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : 0;
}
