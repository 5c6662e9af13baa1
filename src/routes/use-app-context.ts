import { useRouteContext } from '@tanstack/react-router';
import type { AppContext } from './context';

/** The router context, from any screen. */
export function useAppContext(): AppContext {
  return useRouteContext({ from: '__root__' });
}
