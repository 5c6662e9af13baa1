import { useEffect, useState } from 'react';

/**
 * The host's time now, ticking each second: the host's `now` in an answer, moved on by the time since the device
 * stored it. Deadlines are host times; the device's own clock only measures how much time went by.
 */
export function useHostNow(hostNow: number | undefined, savedAt: number | null): number {
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setTick(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  if (hostNow === undefined) return tick;
  return hostNow + Math.max(0, tick - (savedAt ?? tick));
}
