import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_RECONNECT_CLOSE } from '../contract/platform/live-channel';
import { createLiveChannel } from './live-channel';

/** A socket the test drives: it opens, answers frames and closes with the code a host would send. */
class FakeSocket {
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  send(text: string) { this.sent.push(text); }
  close() { this.readyState = 3; }
  open() { this.readyState = 1; this.onopen?.(); }
  frame(value: object) { this.onmessage?.({ data: JSON.stringify(value) }); }
  closedBy(code: number) { this.readyState = 3; this.onclose?.({ code }); }
}

describe('the live channel reconnects (issue 35)', () => {
  let sockets: FakeSocket[];
  beforeEach(() => { vi.useFakeTimers(); sockets = []; });
  afterEach(() => { vi.useRealTimers(); });

  function channel() {
    const live = createLiveChannel({
      url: 'ws://host/api/live/socket',
      getSession: () => ({ userId: 'U1', userToken: 't', shopToken: '' }),
      storedSeq: async () => 0,
      store: async () => undefined,
      random: () => 0,
      createSocket: () => { const socket = new FakeSocket(); sockets.push(socket); return socket as unknown as WebSocket; },
    });
    live.join('chat:1', () => undefined);
    return live;
  }

  /** How long after the current socket's close the next socket is opened. */
  async function reconnectDelay(code: number): Promise<number> {
    const before = sockets.length;
    sockets.at(-1)!.closedBy(code);
    let waited = 0;
    while (sockets.length === before && waited < 60_000) { await vi.advanceTimersByTimeAsync(50); waited += 50; }
    return waited;
  }

  it('backs off while a host accepts the socket but cannot serve it (its database away: 1013)', async () => {
    const live = channel();
    const delays: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      sockets.at(-1)!.open();
      delays.push(await reconnectDelay(1013));
    }
    expect(delays).toEqual([250, 500, 1000, 2000]);
    live.close();
  });

  it('reconnects at once when its host process shuts down (1012), however long the earlier waits were', async () => {
    const live = channel();
    for (let i = 0; i < 4; i += 1) { sockets.at(-1)!.open(); await reconnectDelay(1013); }
    sockets.at(-1)!.open();
    expect(await reconnectDelay(LIVE_RECONNECT_CLOSE)).toBe(250);
    live.close();
  });

  it('starts the backoff again once a host serves the rooms', async () => {
    const live = channel();
    for (let i = 0; i < 3; i += 1) { sockets.at(-1)!.open(); await reconnectDelay(1013); }
    const served = sockets.at(-1)!;
    served.open();
    await vi.advanceTimersByTimeAsync(0);
    expect(served.sent.map((s) => JSON.parse(s).t)).toEqual(['auth', 'sub']);
    served.frame({ t: 'subbed', room: 'chat:1', after: 0 });
    expect(await reconnectDelay(1006)).toBe(250);
    live.close();
  });
});
