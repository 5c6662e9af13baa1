/** The help center's search rule, the same on the host (ILIKE) and on the device offline: any substring, case-insensitive. */
export function normalizeKeyword(keyword: string): string {
  return keyword.trim().toLowerCase();
}

export function matchesKeyword(keyword: string, ...texts: string[]): boolean {
  const k = normalizeKeyword(keyword);
  return k === '' || texts.some((t) => t.toLowerCase().includes(k));
}

/** Feedback limits (spec §7 Feedback: the spec gives none; docs/decisions/006). */
export const FEEDBACK_LIMITS = { contentMin: 5, contentMax: 500, contactMax: 50, images: 4, replyMax: 500 } as const;

export const FEEDBACK_TYPES = ['SUGGEST', 'BUG', 'GOODS', 'ORDER', 'OTHER'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_STATUSES = ['PENDING', 'REPLIED'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
