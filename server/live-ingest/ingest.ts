import { EventEmitter } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import NodeMediaServer, { type NmsSession } from 'node-media-server';
import nmsLogger from 'node-media-server/src/core/logger.js';
import type { Db } from '../db/open';
import { liveShows } from '../db/schema';
import { enqueueJob } from '../jobs/queue';
import { END_STOPPED_JOB, STREAM_GONE_MS } from '../services/social/live-room/rooms';
import { hashStreamKey, STREAM_KEY_PATTERN, type IngestSettings } from '../services/social/live-room/stream-key';
import { announceStreamState } from '../services/social/live-room/stream-state';

export const INGEST_APP = 'live';

/** The running RTMP ingest: which open room each accepted stream belongs to. */
export interface LiveIngest {
  /** The ingest's stream name (the key) of a room being streamed now, if this process receives it. */
  streamOf(roomId: string): string | undefined;
  /** Calls `listener` once when the room's stream ends here (after node-media-server's grace for a resume); answers the unsubscribe. */
  onStreamEnd(roomId: string, listener: () => void): () => void;
  settings: IngestSettings;
  stop(): Promise<void>;
}

const portFree = (port: number, host: string) => new Promise<boolean>((resolve) => {
  const probe = net.createServer().once('error', () => resolve(false)).once('listening', () => probe.close(() => resolve(true)));
  probe.listen(port, host);
});

/**
 * Starts node-media-server for RTMP in (and HTTP-FLV out on LIVE_HTTP_PORT, read only by this host's play relay).
 * A publish is accepted when its stream name is the key of an open room (compared by hash); any other is closed
 * after one database read, before this host plays it to anyone. Null when a port is taken (another run owns it):
 * the rest of the product runs without live ingest rather than exiting, as node-media-server would.
 * `origin` is this process's address for its peers (server/live-ingest/play-relay.ts): written on the room while its
 * stream comes in here, so another process can relay the room's FLV from this one.
 */
export async function startLiveIngest(db: Db, settings: IngestSettings, dataDir: string, now: () => number, origin: string | null = null): Promise<LiveIngest | null> {
  if (!(await portFree(settings.rtmpPort, settings.bind)) || !(await portFree(settings.httpPort, '127.0.0.1'))) {
    console.warn(`[live-ingest] 端口 ${settings.rtmpPort}/${settings.httpPort} 已被占用，直播推流未启动`);
    return null;
  }
  const streams = new Map<string, string>();
  const ends = new EventEmitter().setMaxListeners(0);
  // A previous run of this process may have stopped with streams coming in: none come in here now.
  if (origin) await db.update(liveShows).set({ ingestOrigin: null }).where(eq(liveShows.ingestOrigin, origin));
  const server = new NodeMediaServer({
    bind: settings.bind,
    rtmp: { port: settings.rtmpPort },
    http: { port: settings.httpPort },
    webadmin: { enable: false },
    record: { auto: false },
    store: { path: path.join(dataDir, 'live-ingest') },
  });
  nmsLogger.level = 'warn';

  server.on('prePublish', (session) => { void admit(session); });
  server.on('donePublish', (session) => { void stopped(session); });

  async function admit(session: NmsSession): Promise<void> {
    const key = session.streamName;
    try {
      const [show] = session.streamApp === INGEST_APP && STREAM_KEY_PATTERN.test(key)
        ? await db.select().from(liveShows).where(and(eq(liveShows.streamKeyHash, hashStreamKey(key)), eq(liveShows.status, 'OPEN')))
        : [];
      if (!show) {
        console.warn(`[live-ingest] refused a publish to ${session.streamApp}/<key> from ${session.ip}: no open room has this key`);
        session.close();
        return;
      }
      streams.set(show.id, key);
      if (settings.publishGraceMs !== undefined) setPublishGrace(session, settings.publishGraceMs);
      const at = now();
      await db.transaction(async (tx) => {
        const open = await tx.update(liveShows).set({ publishing: true, streamChangedAt: at, ingestOrigin: origin })
          .where(and(eq(liveShows.id, show.id), eq(liveShows.status, 'OPEN'))).returning({ id: liveShows.id });
        if (open.length) await announceStreamState(tx, show.id, { publishing: true, status: 'OPEN' }, at);
      });
    } catch (error) {
      console.error('[live-ingest]', error);
      session.close();
    }
  }

  async function stopped(session: NmsSession): Promise<void> {
    const entry = [...streams].find(([, key]) => key === session.streamName);
    if (!entry) return;
    streams.delete(entry[0]);
    ends.emit(entry[0]);
    const at = now();
    try {
      await db.transaction(async (tx) => {
        // A room the owner already ended keeps its end: no state message that would read as open again.
        const open = await tx.update(liveShows).set({ publishing: false, streamChangedAt: at, ingestOrigin: null })
          .where(and(eq(liveShows.id, entry[0]), eq(liveShows.status, 'OPEN'))).returning({ id: liveShows.id });
        if (!open.length) return;
        await enqueueJob(tx, { kind: END_STOPPED_JOB, key: `${entry[0]}:${at}`, runAt: at + STREAM_GONE_MS, payload: { roomId: entry[0] } }, at);
        await announceStreamState(tx, entry[0], { publishing: false, status: 'OPEN' }, at);
      });
    } catch (error) {
      console.error('[live-ingest]', error);
    }
  }

  await server.run();
  return {
    streamOf: (roomId) => streams.get(roomId),
    onStreamEnd: (roomId, listener) => {
      ends.once(roomId, listener);
      return () => { ends.off(roomId, listener); };
    },
    settings,
    stop: () => server.stop(),
  };
}

/**
 * node-media-server keeps a stream's players attached for 30 s after the tool disconnects, in case it comes back;
 * the setting has no option, so it is set on the stream's broadcast (a no-op if a later version renames it).
 */
function setPublishGrace(session: NmsSession, ms: number): void {
  const broadcast = (session as NmsSession & { broadcast?: { publishGraceMs?: number } }).broadcast;
  if (broadcast && typeof broadcast.publishGraceMs === 'number') broadcast.publishGraceMs = ms;
}
