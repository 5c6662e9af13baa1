import { useEffect, useState } from 'react';
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from '../../domain/constants';
import { padZero } from '../../domain/format';
import { formatCountdown } from '../../domain/relative-time';
import { TEXTS } from '../texts';

export interface ClockOptions {
  /** Host clock minus device clock (`hostOffset`): deadlines are host times, the device's clock only measures time gone by. */
  hostOffset?: number;
  /** How often it ticks; each second unless given (a live lot ticks faster so its last second shows). */
  tickMs?: number;
  /** When it changes, the clock reads the time again and ticks from then (a resend timer's seconds start whole). */
  since?: number;
}

export interface CountdownOptions extends ClockOptions {
  /** How the time left reads: `days` 2天 03:04:05 (the default), `hours` 51:04:05 as the pay counters and lots show it. */
  format?: 'days' | 'hours';
}

/** The host clock's offset from an answer: its `now` less when the device stored it; 0 before there is an answer. */
export function hostOffset(serverNow: number | undefined, savedAt: number | null): number {
  return serverNow !== undefined && savedAt ? serverNow - savedAt : 0;
}

/** The time now (on the host's clock when an offset is given), ticking. For a screen that shows many deadlines at once. */
export function useClock({ hostOffset: offset = 0, tickMs = SECOND_MS, since }: ClockOptions = {}): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs, since]);
  return now + offset;
}

/** Milliseconds left until `endsAt`, ticking; zero or less once it has passed. */
export function useTimeLeft(endsAt: number, options?: ClockOptions): number {
  return endsAt - useClock(options);
}

function formatDays(left: number): string {
  const days = Math.floor(left / DAY_MS);
  const hours = Math.floor((left % DAY_MS) / HOUR_MS);
  const minutes = Math.floor((left % HOUR_MS) / MINUTE_MS);
  const seconds = Math.floor((left % MINUTE_MS) / SECOND_MS);
  return TEXTS.discovery.kind.countdown(days, padZero(hours), padZero(minutes), padZero(seconds));
}

/** Time left until `endsAt` as 2天 03:04:05 (or 51:04:05), ticking; null once it has passed. */
export function useCountdown(endsAt: number, { format = 'days', ...clock }: CountdownOptions = {}): string | null {
  const left = useTimeLeft(endsAt, clock);
  if (left <= 0) return null;
  return format === 'hours' ? formatCountdown(left) : formatDays(left);
}

/** A resend timer: seconds left (0 when it may be sent again) and `start()`, which starts it at `seconds`. */
export function useResendTimer(seconds: number): [number, (wait?: number) => void] {
  const [endsAt, setEndsAt] = useState(0);
  const left = useTimeLeft(endsAt, { since: endsAt });
  // `wait`: the seconds the host says are left when it refused a code asked for too soon.
  return [Math.min(seconds, Math.max(0, Math.ceil(left / SECOND_MS))), (wait = seconds) => setEndsAt(Date.now() + wait * SECOND_MS)];
}
