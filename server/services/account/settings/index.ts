import { memberRank, noticeSettings, saveNoticeSetting } from '../../../../src/contract/account/settings';
import { bind, type Binding } from '../../../http/bind-call';
import { readNoticeSwitches, saveNoticeSwitch } from './notice-settings';
import { memberRankOf } from './rank';

export { noticeEnabled } from './notice-settings';

/** Issue 15: the caller's own notice switches and member rank (auth.userId: another user's are never reachable). */
export const settingsBindings: Binding[] = [
  bind(noticeSettings, async ({ auth, db }) => ({ switches: await readNoticeSwitches(db, auth.userId!) })),
  bind(saveNoticeSetting, async ({ input, auth, db, deps }) => ({
    switches: await saveNoticeSwitch(db, auth.userId!, input.topic, input.enabled, deps.now()),
  })),
  bind(memberRank, async ({ auth, db }) => memberRankOf(db, auth.userId!)),
];
