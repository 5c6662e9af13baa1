import type { StarqDatabase } from '../db/database';

/**
 * 清除缓存 (issue 15 settings): removes the generic cache's stored answers only. The outbox, drafts, the typed
 * collections and kv (client id, sequence, checkpoints) stay, so no pending change is lost and sync goes on.
 */
export async function clearCachedAnswers(db: StarqDatabase): Promise<number> {
  const docs = await db.cache.find().exec();
  if (docs.length === 0) return 0;
  await db.cache.bulkRemove(docs.map((d) => d.key));
  return docs.length;
}
