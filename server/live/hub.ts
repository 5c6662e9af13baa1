import { randomUUID } from 'node:crypto';
import type { Database } from '../db/open';
import { LIVE_NOTIFY_CHANNEL, readRoom, roomHeads, type LiveMessage } from './rooms';

/** How many of a room's latest messages a process keeps to serve its subscribers without a read each. */
const RECENT_KEPT = 1000;
const PAGE = 500;
/** The hub's heartbeat: a missed wake-up (a listener connection that dropped) is noticed, and its presence reported, this often. */
const POLL_MS = 2000;

/**
 * A feature that counts this process's sockets per room (live rooms' viewers): the hub reports its rooms' sizes on
 * each heartbeat, and once more, empty, when it stops.
 */
export interface HubPresence {
  report(hubId: string, sizes: Map<string, number>): Promise<void>;
}

export interface LiveSubscription {
  close(): void;
}

interface Subscriber {
  lastSent: number;
  send(message: LiveMessage): void;
  closed: boolean;
  feeding: boolean;
  feedAgain: boolean;
}

interface RoomState {
  subscribers: Set<Subscriber>;
  /** Contiguous, in order: the newest messages this process has read. */
  recent: LiveMessage[];
  /** The last sequence number read from the table. */
  head: number;
  ready: Promise<void>;
  pumping: boolean;
  pumpAgain: boolean;
}

/**
 * One per process: fans a room's messages out to this process's sockets. Processes never talk to each other: a
 * publish commits its rows and a NOTIFY carrying the room; every process reads the rows after its own head, in order.
 * Each subscriber is fed strictly in sequence order from its own last sent number, so a late join, a missed
 * wake-up or a slow read can delay a message but never skip, repeat or reorder it.
 */
export class LiveHub {
  private readonly rooms = new Map<string, RoomState>();
  private stopListening: (() => Promise<void>) | null = null;
  private poll: ReturnType<typeof setInterval> | null = null;
  private beating: Promise<void> | null = null;
  /** The last report said this hub holds no room: an idle process does not write or read presence every beat. */
  private reportedEmpty = false;
  readonly id = randomUUID();

  constructor(private readonly database: Database, private readonly presence?: HubPresence) {}

  /** Subscribers of each joined room. */
  roomSizes(): Map<string, number> {
    return new Map([...this.rooms].map(([room, state]) => [room, state.subscribers.size]));
  }

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(LIVE_NOTIFY_CHANNEL, (payload) => this.wake(payload.split('\n')[0] ?? ''));
    this.poll = setInterval(() => { this.beating ??= this.beat().finally(() => { this.beating = null; }); }, POLL_MS);
    this.poll.unref();
  }

  async stop(): Promise<void> {
    if (this.poll) clearInterval(this.poll);
    await this.beating;
    await this.stopListening?.();
    this.rooms.clear();
    await this.reportPresence();
  }

  private async beat(): Promise<void> {
    await this.pollHeads();
    await this.reportPresence();
  }

  private async reportPresence(): Promise<void> {
    const sizes = this.roomSizes();
    if (sizes.size === 0 && this.reportedEmpty) return;
    try {
      await this.presence?.report(this.id, sizes);
      this.reportedEmpty = sizes.size === 0;
    } catch {
      // The database is away; the next beat reports again (a count not refreshed goes stale by itself).
    }
  }

  /** Sends every message after `after`, then each new one, in order, until closed. */
  subscribe(room: string, after: number, send: (message: LiveMessage) => void): LiveSubscription {
    const state = this.roomState(room);
    const subscriber: Subscriber = { lastSent: after, send, closed: false, feeding: false, feedAgain: false };
    state.subscribers.add(subscriber);
    void state.ready.then(() => this.feed(room, state, subscriber));
    return {
      close: () => {
        subscriber.closed = true;
        state.subscribers.delete(subscriber);
        if (state.subscribers.size === 0 && this.rooms.get(room) === state) this.rooms.delete(room);
      },
    };
  }

  /** A room's new messages were committed (a NOTIFY, or a poll that saw its head move). */
  wake(room: string): void {
    const state = this.rooms.get(room);
    if (state) void state.ready.then(() => this.pump(room, state));
  }

  private roomState(room: string): RoomState {
    const existing = this.rooms.get(room);
    if (existing) return existing;
    const state: RoomState = { subscribers: new Set(), recent: [], head: 0, ready: Promise.resolve(), pumping: false, pumpAgain: false };
    state.ready = roomHeads(this.database.db, [room]).then((heads) => { state.head = heads.get(room) ?? 0; }).catch(() => undefined);
    this.rooms.set(room, state);
    return state;
  }

  private async pump(room: string, state: RoomState): Promise<void> {
    if (state.pumping) { state.pumpAgain = true; return; }
    state.pumping = true;
    try {
      do {
        state.pumpAgain = false;
        for (;;) {
          const rows = await readRoom(this.database.db, room, state.head, PAGE);
          if (rows.length === 0) break;
          state.recent.push(...rows);
          state.head = rows[rows.length - 1]!.seq;
          if (state.recent.length > RECENT_KEPT) state.recent.splice(0, state.recent.length - RECENT_KEPT);
          if (rows.length < PAGE) break;
        }
        for (const subscriber of state.subscribers) void this.feed(room, state, subscriber);
      } while (state.pumpAgain);
    } catch {
      // The next wake-up or poll reads again from the same head.
    } finally {
      state.pumping = false;
    }
  }

  private async feed(room: string, state: RoomState, subscriber: Subscriber): Promise<void> {
    if (subscriber.feeding) { subscriber.feedAgain = true; return; }
    subscriber.feeding = true;
    try {
      do {
        subscriber.feedAgain = false;
        while (!subscriber.closed && subscriber.lastSent < state.head) {
          const firstKept = state.recent[0]?.seq ?? state.head + 1;
          const batch = subscriber.lastSent + 1 >= firstKept
            ? state.recent.filter((message) => message.seq > subscriber.lastSent)
            : await readRoom(this.database.db, room, subscriber.lastSent, PAGE);
          if (batch.length === 0) break;
          for (const message of batch) {
            if (subscriber.closed || message.seq <= subscriber.lastSent) continue;
            subscriber.send(message);
            subscriber.lastSent = message.seq;
          }
        }
      } while (subscriber.feedAgain && !subscriber.closed);
    } catch {
      // A failed read leaves lastSent where it was; the next wake-up feeds from there.
    } finally {
      subscriber.feeding = false;
    }
  }

  private async pollHeads(): Promise<void> {
    if (this.rooms.size === 0) return;
    try {
      const heads = await roomHeads(this.database.db, [...this.rooms.keys()]);
      for (const [room, head] of heads) if (head > (this.rooms.get(room)?.head ?? head)) this.wake(room);
    } catch {
      // The database is away; the next poll tries again.
    }
  }
}
