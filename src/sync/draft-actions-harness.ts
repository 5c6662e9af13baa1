import { indexedDB, IDBKeyRange } from 'fake-indexeddb';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import { createStarqDatabase, type StarqDatabase } from '../db/database';
import { dexieStorage } from '../db/storage';
import { createDraftActions, type DraftChange } from './drafts';

/** What the draft tests drive: a fresh store, the draft actions' changes, and the mutations they queued (in order). */
export interface DraftHarness {
  db: StarqDatabase;
  sent: { name: string; args: Record<string, unknown> }[];
  change: (c: DraftChange) => ReturnType<ReturnType<typeof createDraftActions>['change']>;
}

/** Draft actions of user U1 over a store named `name` (on fake-indexeddb), whose every mutation is queued at once. */
export async function openDraftHarness(name: string): Promise<DraftHarness> {
  const sent: DraftHarness['sent'] = [];
  const storage = wrappedValidateAjvStorage({ storage: dexieStorage({ indexedDB, IDBKeyRange }) as never });
  const db = await createStarqDatabase(storage as never, name);
  let id = 0;
  const actions = createDraftActions({
    db, media: null, userId: () => 'U1', now: () => 1000 + id, newId: () => `id${++id}`,
    mutate: async (mutation, args) => { sent.push({ name: mutation, args }); return { ok: true, id: `o${sent.length}` }; },
    dismiss: async () => undefined, kickUploads: () => undefined,
  });
  return { db, sent, change: (c) => actions.change(c) };
}
