import { useRoomReload } from '../use-room-reload';

/** Watches a group's room on the live channel (seats taken, paid, freed; formed or failed) and reads the group again on each change. */
export function useGroupLive(groupId: string, reload: () => unknown): void {
  useRoomReload(`group:${groupId}`, reload);
}
