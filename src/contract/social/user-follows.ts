// dyfocus host paths (spec §7 "Dynamic feed and focus"): one follow relation between users (a shop owner, a live host and a
// video author are users too). Issue 18; docs/decisions/015.
import { z } from 'zod';
import { defineCall } from '../define-call';
import { idField, pageFields, pageOf } from '../fields';

export const FOLLOW_MESSAGES = {
  self: '不能关注自己',
  userMissing: '用户',
} as const;

/** A person in a follow list: who, and whether the caller follows them back. */
export const FollowUserSchema = z.object({
  userId: z.string(),
  name: z.string(),
  logo: z.string(),
  /** When the follow began (epoch ms). */
  at: z.number().int(),
  /** The caller follows this person too. */
  followed: z.boolean(),
  fans: z.number().int(),
});
export type FollowUser = z.infer<typeof FollowUserSchema>;

/** The one relation after a change: the outbox's confirm writes it as the state of that user. */
export const FollowStateSchema = z.object({
  userId: z.string(),
  following: z.boolean(),
  /** The target's fan count after the change. */
  fans: z.number().int(),
});
export type FollowState = z.infer<typeof FollowStateSchema>;

const FollowPageSchema = pageOf(FollowUserSchema);
export type FollowPage = z.infer<typeof FollowPageSchema>;

const userIdRequest = z.object({ userId: idField('用户编号') });

export const usersAddFocus = defineCall({
  name: 'follows.add', host: 'member', method: 'POST', path: '/api/dyfocus/focus/usersaddfocus', encoding: 'json', role: 'user',
  mutating: true, replay: 'outbox', request: userIdRequest, response: FollowStateSchema,
});

export const cancelFocus = defineCall({
  name: 'follows.cancel', host: 'member', method: 'POST', path: '/api/dyfocus/focus/cancelfocus', encoding: 'json', role: 'user',
  mutating: true, replay: 'outbox', request: userIdRequest, response: FollowStateSchema,
});

/** The caller stops `userId` following them (remove a fan); answers the fan's state toward the caller. */
export const removeFocus = defineCall({
  name: 'follows.removeFan', host: 'member', method: 'POST', path: '/api/dyfocus/focus/removefocus', encoding: 'json', role: 'user',
  mutating: true, replay: 'outbox', request: userIdRequest, response: FollowStateSchema,
});

/** Is the caller following `userId`: the follow button's state. */
export const selFocusUsers = defineCall({
  name: 'follows.isFollowing', host: 'member', method: 'GET', path: '/api/dyfocus/focus/selfocususers', encoding: 'query', role: 'user',
  mutating: false, request: userIdRequest, response: FollowStateSchema,
});

/** The caller's own counts: how many they follow and how many follow them. */
export const selFocusMyself = defineCall({
  name: 'follows.myCounts', host: 'member', method: 'GET', path: '/api/dyfocus/focus/selfocusmyself', encoding: 'query', role: 'user',
  mutating: false, request: z.object({}), response: z.object({ focus: z.number().int(), fans: z.number().int() }),
});

/** My fans, newest first. */
export const selUsersFanList = defineCall({
  name: 'follows.fans', host: 'member', method: 'GET', path: '/api/dyfocus/focus/selusersfanlist', encoding: 'query', role: 'user',
  mutating: false, request: z.object(pageFields), response: FollowPageSchema,
});

/** The people I follow, newest first. */
export const selFocusUsersList = defineCall({
  name: 'follows.following', host: 'member', method: 'GET', path: '/api/dyfocus/focus/selfocususerslist', encoding: 'query', role: 'user',
  mutating: false, request: z.object(pageFields), response: FollowPageSchema,
});
