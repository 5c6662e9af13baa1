import fs from 'node:fs';
import path from 'node:path';
import type { Browser, CDPSession } from 'playwright-core';

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
interface CpuProfile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number }

/** One DevTools-protocol session on a dedicated worker, through the browser target (Playwright has none for workers). */
async function attachToWorker(cdp: CDPSession, urlPart: string) {
  const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: { targetId: string; type: string; url: string }[] };
  const target = targetInfos.find((t) => t.type === 'worker' && t.url.includes(urlPart));
  if (!target) throw new Error(`no worker ${urlPart} among ${targetInfos.map((t) => `${t.type} ${t.url}`).join(', ')}`);
  const { sessionId } = (await cdp.send('Target.attachToTarget', { targetId: target.targetId, flatten: false })) as { sessionId: string };
  let nextId = 1;
  const waiting = new Map<number, (result: unknown) => void>();
  cdp.on('Target.receivedMessageFromTarget', (event: { sessionId: string; message: string }) => {
    if (event.sessionId !== sessionId) return;
    const message = JSON.parse(event.message) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  });
  const send = (method: string, params: object = {}) => new Promise<unknown>((resolve) => {
    const id = nextId++;
    waiting.set(id, resolve);
    void cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
  });
  return { send, detach: () => cdp.send('Target.detachFromTarget', { sessionId }) };
}

/** Self time per function, heaviest first: the part of a profile worth reading in a report. */
export function topSelfTime(profile: CpuProfile, count = 25): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)!.callFrame;
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const total = (profile.endTime - profile.startTime) / 1000;
  return [`total ${total.toFixed(0)} ms`, ...[...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, count).map(([k, ms]) => `${ms.toFixed(1)} ms ${k}`)];
}

/** Records a CPU profile of one worker while `work` runs; writes `<dir>/<name>.cpuprofile` (open it in DevTools). */
export async function profileWorker(browser: Browser, urlPart: string, dir: string, name: string, work: () => Promise<unknown>): Promise<string[]> {
  const cdp = await browser.newBrowserCDPSession();
  const worker = await attachToWorker(cdp, urlPart);
  await worker.send('Profiler.enable');
  await worker.send('Profiler.setSamplingInterval', { interval: 200 });
  await worker.send('Profiler.start');
  await work();
  const { profile } = (await worker.send('Profiler.stop')) as { profile: CpuProfile };
  await worker.detach();
  await cdp.detach();
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
  return topSelfTime(profile);
}
