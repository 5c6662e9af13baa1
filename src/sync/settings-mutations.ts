import type { CallDef, ResponseOf } from '../contract/define-call';
import { complaintAdd, cultureAddLike, cultureDetail, cultureQuery, type CulturePost } from '../contract/info';
import { noticeSettings, saveNoticeSetting } from '../contract/settings';
import type { StarqDatabase } from '../db/database';
import type { OutboxEntry } from '../db/collections/outbox';
import { cacheKey } from '../domain/cache-key';
import { writeCache } from './cached-calls';

interface SettingsMutationDef<C extends CallDef> {
  call: C;
  confirm(db: StarqDatabase, data: ResponseOf<C>, entry: OutboxEntry): Promise<void>;
  wholeState?: string;
}

const settingsMutation = <C extends CallDef>(def: SettingsMutationDef<C>) => def;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every cached culture page and detail holding the post gets the host's count. */
async function confirmLike(db: StarqDatabase, data: ResponseOf<typeof cultureAddLike>): Promise<void> {
  const docs = await db.cache.find({ selector: { key: { $regex: `^(${escape(cultureQuery.name)}|${escape(cultureDetail.name)}):` } } }).exec();
  const patch = (p: CulturePost) => (p.id === data.id ? { ...p, likes: data.likes, liked: data.liked } : p);
  for (const doc of docs) {
    const value = JSON.parse(doc.json) as { list?: CulturePost[] } & Partial<CulturePost> | null;
    if (!value) continue;
    const next = Array.isArray(value.list) ? { ...value, list: value.list.map(patch) } : patch(value as CulturePost);
    await db.cache.upsert({ key: doc.key, json: JSON.stringify(next), updatedAt: doc.updatedAt });
  }
}

/** Issue 15: notice switches, culture likes and complaints, queued offline and replayed once. */
export const SETTINGS_MUTATIONS = {
  /** The answer carries every switch: it becomes the cached answer of noticeSettings. */
  'notice.save': settingsMutation({
    call: saveNoticeSetting,
    confirm: (db, data) => writeCache(db, cacheKey(noticeSettings.name, {}), data),
    wholeState: 'notice',
  }),
  'culture.like': settingsMutation({ call: cultureAddLike, confirm: (db, data) => confirmLike(db, data) }),
  /** The user's complaint list is read again when it opens. */
  'complaint.add': settingsMutation({ call: complaintAdd, confirm: async () => undefined }),
};
