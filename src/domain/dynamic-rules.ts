/** Issue 18: the dynamic feed's rules shared by the release screen, the drafts and the host. */

/** 好物分享: the community a post goes to when the author picks none (the host's migration 0031 creates it). */
export const DYNAMIC_DEFAULT_COMMUNITY = 'C01';

/** The post's pictures as the release screen allows adding them: never past nine in all. */
export function picturesRoomLeft(count: number, max = 9): number {
  return Math.max(0, max - count);
}
