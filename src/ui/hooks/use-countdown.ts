import { useEffect, useState } from 'react';
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from '../../domain/constants';
import { padZero } from '../../domain/format';
import { TEXTS } from '../texts';

/** Time left until `endsAt` as 2天 03:04:05, ticking each second; null once it has passed. */
export function useCountdown(endsAt: number): string | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), SECOND_MS);
    return () => clearInterval(timer);
  }, []);
  const left = endsAt - now;
  if (left <= 0) return null;
  const days = Math.floor(left / DAY_MS);
  const hours = Math.floor((left % DAY_MS) / HOUR_MS);
  const minutes = Math.floor((left % HOUR_MS) / MINUTE_MS);
  const seconds = Math.floor((left % MINUTE_MS) / SECOND_MS);
  return TEXTS.discovery.kind.countdown(days, padZero(hours), padZero(minutes), padZero(seconds));
}
