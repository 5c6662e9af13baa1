import { useSyncExternalStore } from 'react';

// Apart from all-routes.ts so that the root layout can read it without importing the route tables' loader, which
// imports the tables, which import the root layout.
export type AllRoutesState = { status: 'loading' } | { status: 'ready' } | { status: 'failed'; error: unknown };

let state: AllRoutesState = { status: 'loading' };
const listeners = new Set<() => void>();

export function settleAllRoutes(next: AllRoutesState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export function useAllRoutes(): AllRoutesState {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, () => state);
}
