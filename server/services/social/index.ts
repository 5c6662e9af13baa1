import {
  addLog, addMsg as addMsgCall, fireDynamic, iceDynamic, selCommunities, selDynamicDetail, selDynamicMsgs, selDyUsersInfo, selFocuUsersDys,
  selGuessLike, selHotDynamic, selTypeDynamic, selUsersDyList, shopDynamicByClass, shopDynamicByMember, usersDelDy, usersDyList, usersRelDy,
} from '../../../src/contract/social/dynamic';
import { cancelFocus, removeFocus, selFocusMyself, selFocusUsers, selFocusUsersList, selUsersFanList, usersAddFocus } from '../../../src/contract/social/user-follows';
import { bind, type Binding } from '../../http/bind-call';
import {
  byUser, communities, deleteDynamic, dynamicDetail, dynamicPage, followingPage, guessPage, hotPage, inCommunity, newestFirst, releaseDynamic,
} from './dynamics';
import { follow, followPage, followState, myCounts, removeFan, unfollow } from './follows';
import { addMsg, addView, msgPage, userInfo, vote } from './reactions';
import { shopDynamicMembers, shopDynamicsByClass } from './shop-dynamics';

/** Issue 18: the one follow relation between users (dyfocus) and the dynamic feed (dynamic, iwhome, funlog, dymsg). */
export const socialBindings: Binding[] = [
  bind(usersAddFocus, ({ input, auth, db, deps }) => follow(db, auth.userId!, input.userId, deps.now())),
  bind(cancelFocus, ({ input, auth, db }) => unfollow(db, auth.userId!, input.userId)),
  bind(removeFocus, ({ input, auth, db }) => removeFan(db, auth.userId!, input.userId)),
  bind(selFocusUsers, ({ input, auth, db }) => followState(db, auth.userId!, input.userId)),
  bind(selFocusMyself, ({ auth, db }) => myCounts(db, auth.userId!)),
  bind(selUsersFanList, ({ input, auth, db }) => followPage(db, auth.userId!, 'fans', input)),
  bind(selFocusUsersList, ({ input, auth, db }) => followPage(db, auth.userId!, 'following', input)),

  bind(usersRelDy, ({ input, auth, db, deps }) => releaseDynamic(db, auth.userId!, input, deps.now())),
  bind(usersDelDy, ({ input, auth, db, deps }) => deleteDynamic(db, auth.userId!, input.dynamicId, deps.now())),
  bind(usersDyList, ({ input, auth, db }) => dynamicPage(db, auth.userId, byUser(auth.userId!), newestFirst, input)),
  bind(selUsersDyList, ({ input, auth, db }) => dynamicPage(db, auth.userId, byUser(input.userId), newestFirst, input)),
  bind(selDynamicDetail, ({ input, auth, db }) => dynamicDetail(db, auth.userId, input.dynamicId)),
  bind(selDynamicMsgs, ({ input, db }) => msgPage(db, input.dynamicId, input)),
  bind(selDyUsersInfo, ({ input, auth, db }) => userInfo(db, auth.userId, input.userId)),
  bind(selCommunities, ({ db }) => communities(db)),
  bind(selTypeDynamic, ({ input, auth, db }) => dynamicPage(db, auth.userId, inCommunity(input.communityId), newestFirst, input)),
  bind(selHotDynamic, ({ input, auth, db, deps }) => hotPage(db, auth.userId, input, deps.now())),
  bind(selGuessLike, ({ input, auth, db }) => guessPage(db, auth.userId, input)),
  bind(fireDynamic, ({ input, auth, db, deps }) => vote(db, auth.userId!, input.dynamicId, 'fire', deps.now())),
  bind(iceDynamic, ({ input, auth, db, deps }) => vote(db, auth.userId!, input.dynamicId, 'ice', deps.now())),
  bind(addLog, ({ input, auth, db, deps }) => addView(db, auth.userId!, input.dynamicId, deps.now())),
  bind(selFocuUsersDys, ({ input, auth, db }) => followingPage(db, auth.userId!, input)),
  bind(addMsgCall, ({ input, auth, db, deps }) => addMsg(db, auth.userId!, input, deps.now())),

  // Issue 13: the shop's dynamic info by class and by member; only the caller's own shop's members (auth.shopId).
  bind(shopDynamicByClass, ({ input, auth, db }) => shopDynamicsByClass(db, auth.shopId!, input)),
  bind(shopDynamicByMember, ({ input, auth, db }) => shopDynamicMembers(db, auth.shopId!, input)),
];
