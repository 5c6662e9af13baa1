import type { CallDef, ResponseOf } from '../contract/define-call';
import { complaintAdd, cultureAddLike, cultureDetail, cultureQuery, type CulturePost } from '../contract/service/info';
import { noticeSettings, saveNoticeSetting } from '../contract/account/settings';
import type { StarqDatabase } from '../db/database';
import type { OutboxEntry } from '../db/collections/outbox';
import { cacheKey } from '../domain/cache-key';
import { rewriteCachedAnswers, writeCache } from './cached-calls';

interface SettingsMutationDef<C extends CallDef> {
  call: C;
  confirm(db: StarqDatabase, data: ResponseOf<C>, entry: OutboxEntry): Promise<void>;
  wholeState?: string;
}

const settingsMutation = <C extends CallDef>(def: SettingsMutationDef<C>) => def;

/** Every cached culture page and detail holding the post gets the host's count. */
async function confirmLike(db: StarqDatabase, data: ResponseOf<typeof cultureAddLike>): Promise<void> {
  const patch = (p: CulturePost) => (p.id === data.id ? { ...p, likes: data.likes, liked: data.liked } : p);
  await rewriteCachedAnswers(db, [`${cultureQuery.name}:`, `${cultureDetail.name}:`], (answer) => {
    const value = answer as { list?: CulturePost[] } & Partial<CulturePost> | null;
    if (!value) return answer;
    if (Array.isArray(value.list)) return value.list.some((p) => p.id === data.id) ? { ...value, list: value.list.map(patch) } : answer;
    return patch(value as CulturePost);
  });
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
