import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/open';
import { LiveHub } from '../../../live/hub';
import { flushPresence, LikeTally } from './room-chat';

/** This process's likes not yet written. */
export const LIKE_TALLY = new LikeTally(randomUUID());
const PULSE_MS = 1000;
const PRESENCE_EVERY = 3;

/** Writes the gathered likes every second and each hub's viewer counts every third second. */
export async function pulseLiveRooms(db: Db, now: number, withPresence: boolean): Promise<void> {
  await LIKE_TALLY.flush(db, now);
  if (!withPresence) return;
  for (const hub of LiveHub.running) await flushPresence(db, hub.id, hub.roomSizes('live:'), now);
}

export function startLivePulse(db: Db, now: () => number): () => void {
  let tick = 0;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    tick += 1;
    pulseLiveRooms(db, now(), tick % PRESENCE_EVERY === 0).catch((error: unknown) => console.error('[live-room]', error))
      .finally(() => { running = false; });
  }, PULSE_MS);
  timer.unref();
  return () => clearInterval(timer);
}
