import { PROFILE_TEXTS } from '../../ui/profile-texts';
import type { useProfile } from './use-profile';

const T = PROFILE_TEXTS.info;

/** Where the profile stands: an edit waiting for the network, a refused edit, or a stale copy. */
export function ProfileNotices({ profile }: { profile: ReturnType<typeof useProfile> }) {
  if (profile.rejectedMsg) return <div className="offline-notice profile__refused" role="alert">{T.refused(profile.rejectedMsg)}</div>;
  if (profile.pending) return <div className="offline-notice" role="status" data-testid="profile-pending">{T.pending}</div>;
  if (profile.failure && profile.user) return <div className="offline-notice" role="status">{T.stale}</div>;
  return null;
}
