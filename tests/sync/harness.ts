import { indexedDB, IDBKeyRange } from 'fake-indexeddb';
import { addRxPlugin } from 'rxdb';
import { RxDBDevModePlugin } from 'rxdb/plugins/dev-mode';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import { firstValueFrom, filter, type Observable } from 'rxjs';
import { createApiClient } from '../../src/api/client';
import { createStarqDatabase, type StarqDatabase } from '../../src/db/database';
import { dexieStorage } from '../../src/db/storage';
import { createLocalLocks, type LockManagerLike } from '../../src/sync/locks';
import { createSyncEngine, type SyncEngine } from '../../src/sync/engine';
import { createTestApp, type TestApp } from '../../server/test-support/test-app';
import { loginByCode } from '../../server/test-support/login';
import NodeWebSocket from 'ws';
import { LIVE_SOCKET_PATH } from '../../src/contract/platform/live-channel';

addRxPlugin(RxDBDevModePlugin);
let dbCounter = 0;

/** A network the test controls: offline, or cutting the connection after the host answered. */
export function createFlakyNetwork() {
  const state = {
    offline: false, dropResponses: 0, requests: [] as string[],
    /** Answers to paths ending so are read from the host at once but delivered only when `until` settles. */
    hold: null as { pathEnd: string; until: Promise<void> } | null,
  };
  const fetchFn: typeof fetch = async (input, init) => {
    const request = new Request(input as RequestInfo, init);
    const path = new URL(request.url).pathname;
    state.requests.push(path);
    if (state.offline) throw new TypeError('Failed to fetch');
    const response = await fetch(request);
    if (state.hold && path.endsWith(state.hold.pathEnd)) await state.hold.until;
    if (state.dropResponses > 0) {
      state.dropResponses -= 1;
      await response.arrayBuffer();
      throw new TypeError('connection reset after commit');
    }
    return response;
  };
  return { state, fetch: fetchFn };
}

export interface Device {
  db: StarqDatabase;
  engine: SyncEngine;
  network: ReturnType<typeof createFlakyNetwork>;
  session: { userId: string; userToken: string; shopToken: string } | null;
  close(): Promise<void>;
}

/** The device's live-channel sockets (decision 013) and the frames each sent, so a test can cut them and read them. */
export type LiveSockets = { socket: WebSocket; sent: string[] }[];

export async function openDevice(t: TestApp, baseUrl: string, options: { locks?: LockManagerLike; name?: string; liveSockets?: LiveSockets } = {}): Promise<Device> {
  const network = createFlakyNetwork();
  const storage = wrappedValidateAjvStorage({ storage: dexieStorage({ indexedDB, IDBKeyRange }) as never });
  const db = await createStarqDatabase(storage as never, options.name ?? `device${++dbCounter}`);
  const device: Device = { db, network, session: null, engine: undefined as never, close: async () => undefined };
  const api = createApiClient({
    origin: baseUrl,
    fetch: network.fetch,
    getCredentials: () => ({ userToken: device.session?.userToken ?? '', shopToken: device.session?.shopToken ?? '' }),
  });
  let n = 0;
  device.engine = await createSyncEngine({
    db, api, locks: options.locks ?? createLocalLocks(),
    newId: () => `${db.name}-m${++n}-${Math.random().toString(36).slice(2)}`,
    random: () => 0.5, now: () => t.clock.now,
    ...(options.liveSockets ? {
      liveUrl: `${baseUrl.replace(/^http/, 'ws')}${LIVE_SOCKET_PATH}`,
      createLiveSocket: (url: string) => {
        const socket = new NodeWebSocket(url) as unknown as WebSocket;
        const sent: string[] = [];
        const send = socket.send.bind(socket);
        socket.send = (data: string) => { sent.push(data); send(data); };
        options.liveSockets!.push({ socket, sent });
        return socket;
      },
    } : {}),
  });
  device.close = async () => {
    await device.engine.close();
    await db.close();
  };
  return device;
}

export function until<T>(source: Observable<T>, predicate: (value: T) => boolean): Promise<T> {
  return firstValueFrom(source.pipe(filter(predicate)));
}

export async function startServer(): Promise<{ t: TestApp; baseUrl: string }> {
  const t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return { t, baseUrl: `http://127.0.0.1:${address.port}` };
}

/** Logs a phone in on the host, as a user does, and hands the login to the device's engine. */
export async function signIn(t: TestApp, device: Device, phone = '13912345678') {
  const login = await loginByCode(t, phone);
  device.session = { userId: login.userId, userToken: login.token, shopToken: login.shopToken };
  device.engine.setSession(device.session);
  return login;
}
