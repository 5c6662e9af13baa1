import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { CODES } from '../../src/contract/codes';
import {
  ClientFrameSchema, LIVE_RECONNECT_CLOSE, LIVE_SOCKET_PATH, type ServerFrame,
} from '../../src/contract/platform/live-channel';
import { ANONYMOUS, authenticate, type Auth } from '../auth/guard';
import { AppError } from '../http/app-error';
import { isDatabaseUnavailable } from '../db/unavailable';
import type { AppDeps } from '../http/deps';
import type { LiveHub, LiveSubscription } from './hub';
import { accountRoomOf } from './account-room';
import { ROOM_ACCESS } from './room-access';
import { ROOM_PATTERN, roomHeads, type LiveMessage } from './rooms';

const MAX_FRAME_BYTES = 4096;
const MAX_ROOMS_PER_SOCKET = 50;
/** More frames than this in a window closes the socket (1008): a client never needs so many. */
const FRAMES_PER_WINDOW = 120;
const FRAME_WINDOW_MS = 10_000;
/** A socket that cannot keep up is closed; it reconnects and catches up from its last sequence number. */
const MAX_BUFFERED_BYTES = 2 * 1024 * 1024;
const PING_MS = 25_000;
/** Close code of a socket whose login ended (an application code: 4000–4999). */
const LOGIN_ENDED_CLOSE = 4401;
/** Close code of a socket whose request met the database away (WebSocket 1013, Try Again Later): the client backs off. */
const TRY_AGAIN_CLOSE = 1013;

/** A refusal's fallback, unless the database is away: then the socket is closed to be tried again, not refused. */
const unlessAway = <T>(fallback: T) => (error: unknown): T => {
  if (isDatabaseUnavailable(error)) throw error;
  return fallback;
};
async function authOf(deps: AppDeps, userToken: string, shopToken: string): Promise<Auth> {
  const db = deps.database.db;
  const now = deps.now();
  if (shopToken) {
    const asShop = await authenticate(db, { userToken, shopToken }, 'shop', now).catch(() => null);
    if (asShop) return asShop;
  }
  return authenticate(db, { userToken, shopToken: '' }, 'user', now);
}

/** Issue 18: a message's frame is serialised once for every socket of the process (the hub hands all of them the same object). */
const MESSAGE_FRAMES = new WeakMap<LiveMessage, string>();
function messageFrame(message: LiveMessage): string {
  let text = MESSAGE_FRAMES.get(message);
  if (text === undefined) { text = JSON.stringify({ t: 'msg', ...message } satisfies ServerFrame); MESSAGE_FRAMES.set(message, text); }
  return text;
}

/** Serves one socket: authentication, joining and leaving rooms, and the room's messages in order. */
function serveSocket(socket: WebSocket, deps: AppDeps, hub: LiveHub): void {
  let auth: Auth = ANONYMOUS;
  let tokens = { userToken: '', shopToken: '' };
  const subscriptions = new Map<string, LiveSubscription>();
  let accountWatch: LiveSubscription | null = null;
  let frames = 0;
  let windowStart = deps.now();
  let alive = true;

  const send = (frame: ServerFrame | string) => {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) { socket.terminate(); return; }
    socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  };
  const ping = setInterval(() => {
    if (!alive) { socket.terminate(); return; }
    alive = false;
    socket.ping();
  }, PING_MS);
  socket.on('pong', () => { alive = true; });

  const join = async (room: string, after: number): Promise<boolean> => {
    const prefix = room.split(':')[0]!;
    const access = ROOM_ACCESS[prefix];
    if (!ROOM_PATTERN.test(room) || !access) { send({ t: 'denied', room, msg: '房间不存在' }); return false; }
    if (subscriptions.size >= MAX_ROOMS_PER_SOCKET && !subscriptions.has(room)) { send({ t: 'denied', room, msg: '同时收听的房间过多' }); return false; }
    // Tokens are judged again at every join: a session ended since the socket authenticated joins nothing more.
    if (tokens.userToken) auth = await authOf(deps, tokens.userToken, tokens.shopToken).catch(unlessAway(ANONYMOUS));
    if (!(await access(deps.database.db, auth, room.slice(prefix.length + 1)).catch(unlessAway(false)))) {
      send({ t: 'denied', room, msg: auth.userId ? '无权查看该会话' : '请先登录' });
      return false;
    }
    subscriptions.get(room)?.close();
    // 'subbed' goes first: the hub sends the backlog asynchronously, after it.
    send({ t: 'subbed', room, after });
    subscriptions.set(room, hub.subscribe(room, after, (message) => send(messageFrame(message))));
    return true;
  };

  // Frames are handled one at a time, so a sub that follows an auth is judged with its tokens.
  let queue = Promise.resolve();

  const endIfLoginEnded = async () => {
    if (!tokens.userToken || await authOf(deps, tokens.userToken, tokens.shopToken).then(() => true, () => false)) return;
    send({ t: 'error', code: CODES.tokenInvalid, msg: '登录已失效，请重新登录' });
    socket.close(LOGIN_ENDED_CLOSE, 'login ended');
  };
  /** Listens, from now on, for the user's logins ending (account-room.ts). */
  const watchAccount = async (userId: string | null) => {
    accountWatch?.close();
    accountWatch = null;
    if (!userId) return;
    const room = accountRoomOf(userId);
    const head = (await roomHeads(deps.database.db, [room])).get(room) ?? 0;
    accountWatch = hub.subscribe(room, head, () => { queue = queue.then(endIfLoginEnded).catch(() => undefined); });
    // A login that ended between the authentication and the head read above is caught here.
    await endIfLoginEnded();
  };
  socket.on('message', (raw, isBinary) => {
    const now = deps.now();
    if (now - windowStart > FRAME_WINDOW_MS) { windowStart = now; frames = 0; }
    if (++frames > FRAMES_PER_WINDOW) { socket.close(1008, 'too many frames'); return; }
    queue = queue.then(async () => {
      let parsed: unknown;
      try { parsed = isBinary ? null : JSON.parse(String(raw)); } catch { parsed = null; }
      const frame = ClientFrameSchema.safeParse(parsed);
      if (!frame.success) { send({ t: 'error', code: CODES.validation, msg: '消息格式不正确' }); return; }
      const value = frame.data;
      if (value.t === 'auth') {
        tokens = { userToken: value.userToken, shopToken: value.shopToken };
        try {
          auth = await authOf(deps, tokens.userToken, tokens.shopToken);
          await watchAccount(auth.userId);
          send({ t: 'authed', userId: auth.userId });
        } catch (error) {
          if (isDatabaseUnavailable(error)) throw error;
          auth = ANONYMOUS;
          tokens = { userToken: '', shopToken: '' };
          await watchAccount(null);
          const code = error instanceof AppError ? error.code : CODES.tokenInvalid;
          send({ t: 'error', code, msg: error instanceof AppError ? error.message : '登录已失效，请重新登录' });
        }
      } else if (value.t === 'sub') {
        await join(value.room, value.after);
      } else {
        subscriptions.get(value.room)?.close();
        subscriptions.delete(value.room);
      }
    }).catch((error: unknown) => {
      // Refused nothing: the database is away. The client reconnects after its backoff and resumes from its last seq.
      if (isDatabaseUnavailable(error)) socket.close(TRY_AGAIN_CLOSE, 'database away');
    });
  });
  socket.on('close', () => {
    clearInterval(ping);
    accountWatch?.close();
    for (const subscription of subscriptions.values()) subscription.close();
    subscriptions.clear();
  });
}

/** The one live channel endpoint of the product; its hub is started with the app and stopped when it closes. */
export async function registerLiveChannel(app: FastifyInstance, deps: AppDeps, hub: LiveHub): Promise<void> {
  await hub.start();
  app.addHook('onClose', async () => { await hub.stop(); });
  // When the app closes (a graceful shutdown), every socket is told to reconnect at once: to another process.
  await app.register(websocket, {
    options: { maxPayload: MAX_FRAME_BYTES },
    preClose(done) {
      for (const client of this.websocketServer.clients) client.close(LIVE_RECONNECT_CLOSE, 'server restarting');
      this.websocketServer.close(() => done());
    },
  });
  await app.register(async (scope) => {
    scope.get(LIVE_SOCKET_PATH, { websocket: true }, (socket) => serveSocket(socket, deps, hub));
  });
}
