import type { StarqDatabase } from '../db/database';
import { platformLocks, type LockManagerLike } from './locks';
import type { RecordKind } from '../db/records/kinds';
import type { PulledCollection } from './record-store';

/**
 * What a pull may never put back older than the store holds: the cart, each typed record collection and
 * each record kind (docs/decisions/003). One counter per scope and user in kv, one lock for every tab.
 */
export type WriteScope = 'cart' | PulledCollection | RecordKind | `cache:${string}`;

const WRITE_LOCK = 'starq-confirmed-write';
const generationKey = (scope: WriteScope, userId: string) => `write-generation:${scope}:${userId}`;
let locks: LockManagerLike | undefined;
const writeLocks = () => (locks ??= platformLocks());

export async function readGeneration(db: StarqDatabase, scope: WriteScope, userId: string): Promise<number> {
  return Number((await db.kv.findOne(generationKey(scope, userId)).exec())?.value ?? 0);
}

/** A replayed change's answer (or a local write): written with a new generation that older reads cannot pass. */
export async function writeConfirmed(db: StarqDatabase, scope: WriteScope, userId: string, write: () => Promise<void>): Promise<void> {
  await confirmWrites(db, userId, async () => {
    await write();
    return [scope];
  });
}

/** As writeConfirmed, for a write that finds what it changes under the lock: it answers the scopes it wrote. */
export async function confirmWrites(db: StarqDatabase, userId: string, write: () => Promise<WriteScope[]>): Promise<void> {
  await writeLocks().request(WRITE_LOCK, async () => {
    for (const scope of new Set(await write())) {
      await db.kv.upsert({ key: generationKey(scope, userId), value: String((await readGeneration(db, scope, userId)) + 1) });
    }
  });
}

/**
 * What a pull read, written only if nothing was confirmed since its read began (RELIABILITY 5); the check
 * and the write are one step under the lock. `stillWanted` adds the caller's own condition to that step.
 * False when dropped.
 */
export function writePulled(
  db: StarqDatabase, scope: WriteScope, userId: string, generation: number, write: () => Promise<void>,
  stillWanted: () => Promise<boolean> = async () => true,
): Promise<boolean> {
  return writeLocks().request(WRITE_LOCK, async () => {
    if ((await readGeneration(db, scope, userId)) !== generation || !(await stillWanted())) return false;
    await write();
    return true;
  });
}
