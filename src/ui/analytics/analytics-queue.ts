import { ApiError } from '../../api/api-error';
import { createApiClient, type ApiClient } from '../../api/client';
import { readSession } from '../../api/session';
import { encodeAnalyticsPayload, reportEvents } from '../../contract/service/analytics';
import { ANALYTICS_PLATFORM_TYPE } from '../../domain/analytics-events';
import { ANALYTICS_LIMITS as L } from '../../domain/analytics-limits';
import { AnalyticsStore, type StoredEvent } from '../../db/analytics-store';
import { APP_VERSION } from '../../domain/constants';
import { takeBatch, trimTo, type Sender } from './analytics-batches';

const CLIENT_KEY = 'starq:analytics-client';
let store: AnalyticsStore | undefined;
let api: ApiClient | undefined;
let anonymous = false;
let flushing: Promise<void> | undefined;

function clientId(): string {
  let id = localStorage.getItem(CLIENT_KEY);
  if (!id) {
    id = `a${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
    localStorage.setItem(CLIENT_KEY, id);
  }
  return id;
}

function apiClient(): ApiClient {
  api ??= createApiClient({
    origin: location.origin,
    // A lost login never sends the user to the login page from here: the batch goes again without the token.
    getCredentials: () => (anonymous ? { userToken: '', shopToken: '' } : { userToken: readSession(localStorage).userToken, shopToken: '' }),
    onLoginLost: () => { anonymous = true; },
  });
  return api;
}

const send: Sender = async (events) => {
  const first = events[0]!;
  const data = encodeAnalyticsPayload({
    platformType: ANALYTICS_PLATFORM_TYPE, clientId: clientId(), batchId: `b${first.seq}_${events.at(-1)!.seq}`,
    system: { ua: navigator.userAgent.slice(0, 300), lang: navigator.language.slice(0, 32), screen: `${screen.width}x${screen.height}`, appVersion: APP_VERSION },
    user: { usersId: first.userId }, events: events.map(({ code, page, at, props }) => ({ code, page, at, props })),
  });
  try {
    await apiClient().call(reportEvents, { data } as never);
    return 'sent';
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'login') return 'retry';
    // A refusal (malformed, too long) would be refused again: those events go. Anything else waits for the next try.
    if (error instanceof ApiError && error.kind === 'business' && error.code !== 4029) return 'refused';
    return 'stop';
  }
};

function flush(): Promise<void> {
  if (!navigator.onLine || !store) return Promise.resolve();
  const db = store;
  flushing ??= (async () => {
    for (;;) {
      const outcome = await takeBatch(db, send, L.batchEvents, L.encodedChars);
      if (outcome === 'empty' || outcome === 'stop') return;
    }
  })().catch(() => undefined).finally(() => { flushing = undefined; });
  return flushing;
}

function openStore(): AnalyticsStore {
  if (!store) {
    store = new AnalyticsStore();
    window.addEventListener('online', () => void flush());
  }
  return store;
}

async function keep(events: StoredEvent[]): Promise<void> {
  const db = openStore();
  await db.events.bulkAdd(events);
  await trimTo(db, L.keptEvents);
}

/**
 * Keeps raised events on the device (at most `keptEvents`, the oldest dropped first), then sends what it can.
 * Analytics never fails the page: a store the browser closed under us (site data cleared) is opened afresh once,
 * and events that still cannot be kept are dropped.
 */
export async function keepAndSend(events: Omit<StoredEvent, 'userId'>[]): Promise<void> {
  const userId = readSession(localStorage).userId ?? '';
  const owned = events.map((e) => ({ ...e, userId }));
  try {
    await keep(owned);
  } catch {
    store?.close();
    store = undefined;
    try { await keep(owned); } catch { return; }
  }
  await flush();
}
