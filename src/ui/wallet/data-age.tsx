import { useEffect, useState } from 'react';
import { formatRelativeTime } from '../../domain/relative-time';
import { useOnline } from '../hooks/use-online';
import { WALLET_TEXTS as T } from '../wallet-texts';

interface DataAgeProps {
  /** When the oldest figure on the screen was stored, or null when the device has none yet. */
  savedAt: number | null;
  /** The screen's last fetch failed: what it shows is what the device had. */
  failed: boolean;
  /** What to say when the device has nothing stored (defaults to the wallet's sentence). */
  neverSaved?: string;
}

/** Offline, or when a fetch failed, a wallet screen says how old its figures are (issue 11). */
export function DataAge({ savedAt, failed, neverSaved = T.neverSaved }: DataAgeProps) {
  const online = useOnline();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(id);
  }, []);
  if (online && !failed) return null;
  const age = savedAt === null ? neverSaved : T.savedAt(formatRelativeTime(savedAt, now));
  return <div className="offline-notice" role="status" data-testid="data-age">{online ? age : `${T.offline} · ${age}`}</div>;
}

/** The oldest of several stored answers' times: the screen is as old as its oldest figure. */
export function oldestSavedAt(...times: (number | null)[]): number | null {
  const known = times.filter((t): t is number => t !== null);
  return known.length ? Math.min(...known) : null;
}
