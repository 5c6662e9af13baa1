import type { ApiClient } from '../api/client';
import type { CallDef } from '../contract/define-call';
import { PullCheckpointSchema, type PullCheckpoint } from '../contract/platform/pull';
import type { StarqDatabase } from '../db/database';
import { readGeneration, writePulled, type WriteScope } from './write-generations';

/** A pulled document as every pull call of src/contract/platform/pull.ts sends it: the host's time of the change, and a tombstone flag. */
export type PulledDocument = { deleted: boolean; updatedAt: number } & Record<string, unknown>;

export const PULL_BATCH = 200;
/** A safety stop: a pull that keeps saying `more` for this many pages continues at the next refresh. */
const MAX_PAGES = 100;

/** Checkpoints are per user: another user on the device starts from the beginning. */
export const recordCheckpointKey = (scope: Exclude<WriteScope, 'cart'>, userId: string) => `checkpoint:${scope}:${userId}`;
/** When a pull of the scope last reached the host's present: the age a list read from the device shows. */
export const pulledAtKey = (scope: Exclude<WriteScope, 'cart'>, userId: string) => `pulled-at:${scope}:${userId}`;

async function readCheckpoint(db: StarqDatabase, key: string): Promise<PullCheckpoint> {
  const saved = await db.kv.findOne(key).exec();
  const parsed = saved ? PullCheckpointSchema.safeParse(JSON.parse(saved.value)) : null;
  return parsed?.success ? parsed.data : { updatedAt: 0, id: '' };
}

interface CheckpointPull {
  call: CallDef;
  scope: Exclude<WriteScope, 'cart'>;
  userId: string;
  batch: number;
  /** Writes one page: live documents and tombstones. */
  apply(documents: PulledDocument[]): Promise<void>;
}

/**
 * Pulls the signed-in user's documents changed since the user's checkpoint, page by page. A page is dropped
 * if a replayed change was confirmed while it was in flight (its answer is newer); the checkpoint is saved
 * with its page, and the host moves it only past settled documents, so a pull never passes data it did not
 * apply (RELIABILITY 5, 7).
 */
export async function pullPages(db: StarqDatabase, api: ApiClient, pull: CheckpointPull): Promise<void> {
  const key = recordCheckpointKey(pull.scope, pull.userId);
  for (let page = 0; page < MAX_PAGES; page++) {
    const checkpoint = await readCheckpoint(db, key);
    const generation = await readGeneration(db, pull.scope, pull.userId);
    const answer = (await api.call(pull.call, { ...checkpoint, limit: pull.batch })) as
      { documents: PulledDocument[]; checkpoint: PullCheckpoint | null; more: boolean };
    const applied = await writePulled(db, pull.scope, pull.userId, generation, async () => {
      await pull.apply(answer.documents);
      if (answer.checkpoint) await db.kv.upsert({ key, value: JSON.stringify(answer.checkpoint) });
    });
    if (!applied) return;
    if (!answer.more) {
      await db.kv.upsert({ key: pulledAtKey(pull.scope, pull.userId), value: String(Date.now()) });
      return;
    }
  }
}
