import WebSocket from 'ws';
import { LIVE_SOCKET_PATH, type ServerFrame } from '../../../src/contract/platform/live-channel';

/**
 * A client of the live channel through the proxy, as the PWA's is: signs in, subscribes its rooms, and whenever the
 * socket closes (its process killed, the database away: 1012/1013, or a cut) reconnects after a short backoff and
 * resubscribes each room after the last sequence number it holds. Records every sequence number it saw per room.
 */
export class LiveWatcher {
  readonly seen = new Map<string, Set<number>>();
  readonly denied: string[] = [];
  reconnects = 0;
  /** A message whose sequence number came after a gap in what this client held (a resume that skipped some). */
  readonly gaps: string[] = [];
  private socket: WebSocket | null = null;
  private closed = false;
  private readonly rooms = new Set<string>();

  constructor(private readonly wsUrl: string, private readonly token: string) {}

  start(rooms: string[]): void {
    for (const room of rooms) {
      this.rooms.add(room);
      if (!this.seen.has(room)) this.seen.set(room, new Set());
    }
    this.connect();
  }

  last(room: string): number {
    return Math.max(0, ...(this.seen.get(room) ?? []));
  }

  /** Resolves once every room holds `heads[room]` or more, or after `ms` (then the caller compares). */
  async caughtUp(heads: Map<string, number>, ms: number): Promise<void> {
    const until = Date.now() + ms;
    while (Date.now() < until && [...heads].some(([room, head]) => this.last(room) < head)) await new Promise((r) => setTimeout(r, 100));
  }

  stop(): void {
    this.closed = true;
    this.socket?.close();
  }

  private connect(): void {
    if (this.closed) return;
    const socket = new WebSocket(`${this.wsUrl}${LIVE_SOCKET_PATH}`);
    this.socket = socket;
    socket.on('open', () => {
      socket.send(JSON.stringify({ t: 'auth', userToken: this.token, shopToken: '' }));
      for (const room of this.rooms) socket.send(JSON.stringify({ t: 'sub', room, after: this.last(room) }));
    });
    socket.on('message', (raw: WebSocket.RawData) => this.onFrame(JSON.parse(String(raw)) as ServerFrame));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (this.closed) return;
      this.reconnects += 1;
      setTimeout(() => this.connect(), 200 + Math.random() * 300);
    });
  }

  private onFrame(frame: ServerFrame): void {
    if (frame.t === 'denied') this.denied.push(`${frame.room}: ${frame.msg}`);
    if (frame.t !== 'msg') return;
    const seen = this.seen.get(frame.room);
    if (!seen) return;
    const last = Math.max(0, ...seen);
    if (frame.seq > last + 1 && !seen.has(frame.seq)) this.gaps.push(`${frame.room}: ${last} → ${frame.seq}`);
    seen.add(frame.seq);
  }
}
