import { DAY_MS } from './constants';
import { formatDate } from './relative-time';

export interface FootprintDay<T> {
  /** YYYY-MM-DD in China time (decision 006: dates shown in UTC+8). */
  date: string;
  /** 0 today, 1 yesterday, 2 or more an earlier day (the screen names the first two). */
  daysAgo: number;
  entries: T[];
}

/** Footprints (newest first) cut into the days they were made on, newest day first, keeping each day's order. */
export function groupFootprintsByDay<T extends { at: number }>(entries: readonly T[], now: number): FootprintDay<T>[] {
  const today = formatDate(now);
  const yesterday = formatDate(now - DAY_MS);
  const days: FootprintDay<T>[] = [];
  for (const entry of entries) {
    const date = formatDate(entry.at);
    const last = days[days.length - 1];
    if (last?.date === date) last.entries.push(entry);
    else days.push({ date, daysAgo: date === today ? 0 : date === yesterday ? 1 : 2, entries: [entry] });
  }
  return days;
}
