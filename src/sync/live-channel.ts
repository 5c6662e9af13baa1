import {
  type ClientFrame, LIVE_RECONNECT_CLOSE, LiveMessageSchema, type LiveMessageFrame, type ServerFrame,
} from '../contract/platform/live-channel';
import { backoffDelay } from './backoff';

/** Where one joined room stands, as the screen that joined it shows it. */
export type LiveRoomState = 'connecting' | 'live' | 'offline' | 'denied';

export interface LiveRoomStatus {
  state: LiveRoomState;
  /** The host's reason when denied. */
  msg?: string;
}

export interface LiveChannelDeps {
  url: string;
  getSession(): { userId: string; userToken: string; shopToken: string } | null;
  /** The highest sequence number of the room already kept on the device for this user. */
  storedSeq(userId: string, room: string): Promise<number>;
  /** Keeps received messages (one write per burst). */
  store(userId: string, messages: LiveMessageFrame[]): Promise<void>;
  random(): number;
  createSocket?(url: string): WebSocket;
}

interface JoinedRoom {
  listeners: Set<(status: LiveRoomStatus) => void>;
  status: LiveRoomStatus;
}

/** SOCKET_OPEN, without needing the global (Node tests give their own socket). */
const SOCKET_OPEN = 1;

/** A socket with no room joined is closed after this long. */
const IDLE_CLOSE_MS = 15_000;

/**
 * The device's end of the live channel (decision 013), in the sync worker: one socket for every joined room. On each
 * (re)connect it authenticates and asks every room for what follows the highest sequence number it holds, so a
 * dropped connection, a reload or another tab's writes lose, double and reorder nothing. Messages go into the
 * `records` collection, where screens read them; writes never go over the socket (they are outbox calls).
 */
export function createLiveChannel(deps: LiveChannelDeps) {
  const rooms = new Map<string, JoinedRoom>();
  /** Highest sequence received per `userId room` since start: messages still being written count too. */
  const received = new Map<string, number>();
  let socket: WebSocket | null = null;
  let attempt = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let idleTimer: ReturnType<typeof setTimeout> | null = null;
  let sessionUser: string | null = deps.getSession()?.userId ?? null;
  /** Received and not yet written, by the user they were received for. */
  let pending = new Map<string, LiveMessageFrame[]>();
  let flushing: Promise<void> = Promise.resolve();
  let closed = false;

  const userKey = () => deps.getSession()?.userId ?? '';
  const seqKey = (userId: string, room: string) => `${userId} ${room}`;

  function setStatus(room: string, status: LiveRoomStatus): void {
    const joined = rooms.get(room);
    if (!joined) return;
    joined.status = status;
    for (const listener of joined.listeners) listener(status);
  }

  function send(frame: ClientFrame): void {
    if (socket?.readyState === SOCKET_OPEN) socket.send(JSON.stringify(frame));
  }

  async function subscribe(room: string): Promise<void> {
    const userId = userKey();
    const stored = await deps.storedSeq(userId, room).catch(() => 0);
    const after = Math.max(stored, received.get(seqKey(userId, room)) ?? 0);
    received.set(seqKey(userId, room), after);
    send({ t: 'sub', room, after });
  }

  function flush(): void {
    if (pending.size === 0) return;
    const batches = [...pending];
    pending = new Map();
    for (const [userId, batch] of batches) {
      flushing = flushing.then(() => deps.store(userId, batch)).catch(() => {
        // Not kept: forget them and ask again from what the device holds.
        for (const message of batch) received.delete(seqKey(userId, message.room));
        disconnect();
        connect();
      });
    }
  }

  function onFrame(raw: string): void {
    let frame: ServerFrame;
    try { frame = JSON.parse(raw) as ServerFrame; } catch { return; }
    if (frame.t === 'msg') {
      const message = LiveMessageSchema.safeParse(frame);
      if (!message.success || !rooms.has(message.data.room)) return;
      const userId = userKey();
      const key = seqKey(userId, message.data.room);
      if (message.data.seq <= (received.get(key) ?? 0)) return;
      received.set(key, message.data.seq);
      const { room, seq, clientId, senderId, kind, body, at } = message.data;
      const batch = pending.get(userId) ?? [];
      batch.push({ room, seq, clientId, senderId, kind, body, at });
      pending.set(userId, batch);
      queueMicrotask(flush);
    } else if (frame.t === 'subbed') {
      // Served, not merely connected: a host whose database is away accepts the socket, then closes it (1013).
      attempt = 0;
      setStatus(frame.room, { state: 'live' });
    } else if (frame.t === 'denied') {
      setStatus(frame.room, { state: 'denied', msg: frame.msg });
    }
  }

  function connect(): void {
    if (closed || socket || rooms.size === 0) return;
    if (reconnectTimer) { clearTimeout(reconnectTimer); reconnectTimer = null; }
    for (const room of rooms.keys()) setStatus(room, { state: 'connecting' });
    const next = deps.createSocket ? deps.createSocket(deps.url) : new WebSocket(deps.url);
    socket = next;
    next.onopen = () => {
      const session = deps.getSession();
      if (session) send({ t: 'auth', userToken: session.userToken, shopToken: session.shopToken });
      for (const room of rooms.keys()) void subscribe(room);
    };
    next.onmessage = (event) => { if (typeof event.data === 'string') onFrame(event.data); };
    next.onclose = (event) => {
      if (socket !== next) return;
      socket = null;
      for (const room of rooms.keys()) setStatus(room, { state: 'offline' });
      // The host process is restarting: its neighbours are up, so reconnect within the first backoff step, not after
      // the long waits earlier failures built up.
      if (event?.code === LIVE_RECONNECT_CLOSE) attempt = 0;
      scheduleReconnect();
    };
    next.onerror = () => undefined;
  }

  function scheduleReconnect(): void {
    if (closed || rooms.size === 0 || reconnectTimer) return;
    attempt += 1;
    reconnectTimer = setTimeout(() => { reconnectTimer = null; connect(); }, backoffDelay(attempt, deps.random, 500, 30_000));
  }

  function disconnect(): void {
    const current = socket;
    socket = null;
    current?.close();
  }

  return {
    /** Joins while the returned function is not called; the listener hears the room's state. */
    join(room: string, listener: (status: LiveRoomStatus) => void): () => void {
      if (idleTimer) { clearTimeout(idleTimer); idleTimer = null; }
      let joined = rooms.get(room);
      const isNew = !joined;
      if (!joined) {
        joined = { listeners: new Set(), status: { state: socket ? 'connecting' : 'offline' } };
        rooms.set(room, joined);
      }
      joined.listeners.add(listener);
      listener(joined.status);
      if (isNew && socket?.readyState === SOCKET_OPEN) void subscribe(room);
      else connect();
      const current = joined;
      return () => {
        current.listeners.delete(listener);
        if (current.listeners.size > 0 || rooms.get(room) !== current) return;
        rooms.delete(room);
        send({ t: 'unsub', room });
        if (rooms.size === 0 && !idleTimer) idleTimer = setTimeout(() => { idleTimer = null; if (rooms.size === 0) disconnect(); }, IDLE_CLOSE_MS);
      };
    },

    /** Another user signed in or out: the socket authenticates again and rooms resume from that user's copies. */
    sessionChanged(): void {
      const userId = deps.getSession()?.userId ?? null;
      if (userId === sessionUser) return;
      sessionUser = userId;
      flush();
      disconnect();
      connect();
    },

    /** The page came back online: reconnect now rather than after the backoff. */
    online(): void {
      attempt = 0;
      if (reconnectTimer) { clearTimeout(reconnectTimer); reconnectTimer = null; }
      connect();
    },

    /** Resolves once every received message is written. */
    settled: () => flushing,

    close(): void {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      if (idleTimer) clearTimeout(idleTimer);
      disconnect();
      rooms.clear();
    },
  };
}

export type LiveChannel = ReturnType<typeof createLiveChannel>;
