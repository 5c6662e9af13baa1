import { combineLatest, map, type Observable } from 'rxjs';
import type { CallDef, ResponseOf } from '../contract/define-call';
import type { User } from '../contract/entities/user';
import { updateUserInfo } from '../contract/account/profile';
import { userByToken } from '../contract/account/users';
import type { StarqDatabase } from '../db/database';
import type { OutboxEntry } from '../db/collections/outbox';
import { DB_QUERIES } from '../db/queries';
import { cacheKey } from '../domain/cache-key';
import { writeCache } from './cached-calls';

/** The user's own profile as last answered: userByToken's cache entry (the profile edit's answer replaces it). */
export const PROFILE_CACHE_KEY = cacheKey(userByToken.name, {});
export const PROFILE_MUTATION = 'profile.update';

interface ProfileMutationDef<C extends CallDef> {
  call: C;
  confirm(db: StarqDatabase, data: ResponseOf<C>, entry: OutboxEntry): Promise<void>;
  wholeState?: string;
}

function profileMutation<C extends CallDef>(def: ProfileMutationDef<C>): ProfileMutationDef<C> {
  return def;
}

/** Issue 15: a profile edit saved offline replays when the network returns; each answer is the whole profile. */
export const PROFILE_MUTATIONS = {
  [PROFILE_MUTATION]: profileMutation({
    call: updateUserInfo,
    confirm: (db, data) => writeCache(db, PROFILE_CACHE_KEY, data),
    wholeState: 'profile',
  }),
} as const;

export interface ProfileView {
  /** The host's last answer with the pending edits applied, or null before the device has either. */
  user: User | null;
  /** An edit waits in the outbox. */
  pending: boolean;
  /** The newest refused edit's message (shown until the user edits again). */
  rejectedMsg: string;
}

const EDITABLE = ['usersName', 'gender', 'usersLogos', 'locationId'] as const;

/** The confirmed profile plus the pending edits in order (the outbox is the truth for what is not confirmed yet). */
export function deriveProfileView(confirmed: User | null, entries: readonly OutboxEntry[]): ProfileView {
  const mine = entries.filter((e) => e.name === PROFILE_MUTATION).sort((a, b) => a.seq - b.seq);
  const pending = mine.filter((e) => e.status === 'pending');
  const rejected = mine.filter((e) => e.status === 'rejected').at(-1);
  let user = confirmed;
  for (const entry of pending) {
    if (!user) break;
    const next: User = { ...user };
    for (const field of EDITABLE) if (field in entry.args) Object.assign(next, { [field]: entry.args[field] });
    next.locationId = next.locationId || null;
    next.locationName = typeof entry.preview.locationName === 'string' ? entry.preview.locationName || null : next.locationName;
    user = next;
  }
  const newestPending = pending.at(-1);
  const rejectedMsg = rejected && (!newestPending || rejected.seq > newestPending.seq) ? rejected.errorMsg : '';
  return { user, pending: pending.length > 0, rejectedMsg };
}

function userIn(value: unknown): User | null {
  return value && typeof value === 'object' && 'usersId' in value ? (value as User) : null;
}

export const PROFILE_LIVE_QUERIES = {
  profileView: (db: StarqDatabase, p: { userId: string }): Observable<ProfileView> =>
    combineLatest([DB_QUERIES.cachedEntry(db, { key: PROFILE_CACHE_KEY }), DB_QUERIES.outbox(db, p)])
      .pipe(map(([cached, entries]) => deriveProfileView(userIn(cached?.value), entries))),
};
