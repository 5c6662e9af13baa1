import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishToRoom } from '../../server/live/rooms';
import type { TestApp } from '../../server/test-support/test-app';
import { LIVE_QUERIES } from '../../src/sync/live-queries';
import type { LiveRoomStatus } from '../../src/sync/live-channel';
import { openDevice, signIn, startServer, until, type LiveSockets } from './harness';

let t: TestApp;
let baseUrl: string;

beforeAll(async () => ({ t, baseUrl } = await startServer()), 60_000);
afterAll(async () => t?.close());

const publish = (room: string, clientId: string, text: string) =>
  t.database.db.transaction((tx) => publishToRoom(tx, { room, clientId, senderId: 'host', kind: 'test', body: { text } }, t.clock.now));

const textsOf = (rows: { data: { body: Record<string, unknown> } }[]) => rows.map((row) => String(row.data.body.text)).reverse();

describe('a device on the live channel (decision 013)', () => {
  // A signed-in device joins its own notice room by itself; a screen joining it too shares the one subscription.
  it('keeps a joined room in the local store, catches up after a dropped socket and after a restart, from its last sequence', async () => {
    const sockets: LiveSockets = [];
    const device = await openDevice(t, baseUrl, { name: 'live-a', liveSockets: sockets });
    const login = await signIn(t, device, '13912340001');
    const room = `notice:${login.userId}`;
    await publish(room, 'n1', 'first');
    const states: LiveRoomStatus['state'][] = [];
    const leave = device.engine.joinLiveRoom(room, (status) => states.push(status.state));
    const messages = LIVE_QUERIES.recordsOfKind(device.db, { kind: 'live.message', userId: login.userId, parentId: room });
    await until(messages, (rows) => rows.length === 1);
    await publish(room, 'n2', 'second');
    await until(messages, (rows) => rows.length === 2);
    expect(states).toContain('live');

    // The connection drops; what is sent meanwhile arrives after the reconnect (the page says it is online again).
    sockets.at(-1)!.socket.close();
    await publish(room, 'n3', 'third');
    device.engine.setOnline(true);
    expect(textsOf(await until(messages, (rows) => rows.length === 3))).toEqual(['first', 'second', 'third']);
    leave();
    await device.close();

    // Reopened (a reload): it asks only for what follows the third.
    await publish(room, 'n4', 'fourth');
    const before = sockets.length;
    const again = await openDevice(t, baseUrl, { name: 'live-a', liveSockets: sockets });
    again.session = device.session;
    again.engine.setSession(again.session);
    const off = again.engine.joinLiveRoom(room, () => undefined);
    const rows = await until(LIVE_QUERIES.recordsOfKind(again.db, { kind: 'live.message', userId: login.userId, parentId: room }), (r) => r.length === 4);
    expect(textsOf(rows)).toEqual(['first', 'second', 'third', 'fourth']);
    expect(sockets[before]!.sent.map((frame) => JSON.parse(frame) as { t: string })).toContainEqual({ t: 'sub', room, after: 3 });
    off();
    await again.close();
  }, 60_000);

  it('is refused a room of another user and says so', async () => {
    const sockets: LiveSockets = [];
    const device = await openDevice(t, baseUrl, { name: 'live-b', liveSockets: sockets });
    await signIn(t, device, '13912340002');
    const status = await new Promise<LiveRoomStatus>((resolve) => {
      device.engine.joinLiveRoom('notice:U000001', (s) => { if (s.state === 'denied') resolve(s); });
    });
    expect(status.msg).toBe('无权查看该会话');
    await device.close();
  }, 30_000);
});
