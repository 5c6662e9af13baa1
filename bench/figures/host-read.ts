import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { CallDef } from '../../src/contract/define-call';
import { startProcess } from '../server-process';
import { repeat, round, type Figure, type Sample } from '../stats';

const CONNECTIONS = 10;

async function load(url: string, call: CallDef, body: string, seconds: number) {
  const result = await autocannon({
    url: `${url}${call.path}${call.method === 'GET' ? `?${body}` : ''}`,
    connections: CONNECTIONS, duration: seconds, method: call.method,
    headers: { 'content-type': 'application/json' },
    ...(call.method === 'POST' ? { body } : {}),
  });
  if (result.errors || result.non2xx) throw new Error(`load errors: ${result.errors} errors, ${result.non2xx} non-2xx`);
  return result;
}

/** PERFORMANCE.md "host read path": the goods list call under 10 connections vs a bare Fastify route with the same JSON. */
export async function measureHostRead(runs: number, productUrl: string, call: CallDef, body: string, seconds: number): Promise<Figure> {
  const sampleBody = await (await fetch(`${productUrl}${call.path}${call.method === 'GET' ? `?${body}` : ''}`, {
    method: call.method, headers: { 'content-type': 'application/json' }, ...(call.method === 'POST' ? { body } : {}),
  })).text();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'starq-bare-')), 'body.json');
  fs.writeFileSync(file, sampleBody);
  const bare = await startProcess('bench/bare-server.ts', { BARE_BODY_FILE: file, BARE_PATH: call.path, BARE_METHOD: call.method }, 'bare server ready');

  const p99s: number[] = [];
  let value: Sample;
  let baseline: Sample;
  try {
    value = await repeat(runs, async () => {
      const result = await load(productUrl, call, body, seconds);
      p99s.push(result.latency.p99);
      return result.requests.average;
    }, false);
    baseline = await repeat(runs, async () => (await load(bare.url, call, body, seconds)).requests.average, false);
  } finally {
    await bare.stop();
  }
  const p99 = [...p99s].sort((a, b) => a - b)[Math.floor(p99s.length / 2)]!;
  const ratio = round(value.median / baseline.median);
  return {
    name: 'host read path', unit: 'requests/s', value, baseline, ratio, target: '≥ 0.4× baseline, p99 ≤ 50 ms',
    met: ratio >= 0.4 && p99 <= 50,
    notes: `${call.name} (${call.method} ${call.path}) ${sampleBody.length} bytes per answer; median p99 ${p99} ms; ${CONNECTIONS} connections, ${seconds} s per run`,
  };
}
