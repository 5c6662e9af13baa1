/** Goods draft rules shared by the form, the list and the sync worker (spec §9, RELIABILITY 6). Pure. */

export const DRAFT_SAVE_DEBOUNCE_MS = 500;

export type DraftState = 'draft' | 'uploading' | 'queued' | 'failed' | 'conflict';

/** The fields a draft edits, in host units for comparison: amounts in fen, stock as a number. */
export const DRAFT_COMPARED_FIELDS = ['name', 'classId', 'salePrice', 'originalPrice', 'stock', 'description', 'imgs', 'video', 'detailImgs', 'kindInfo', 'specs', 'specTable'] as const;
export type ComparedField = (typeof DRAFT_COMPARED_FIELDS)[number];

export function yuanTextToFen(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 100);
}

export function fenToYuanText(fen: number): string {
  return (fen / 100).toFixed(2).replace(/\.?0+$/, '') || '0';
}

export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The fields whose wanted value differs from the base, in host units; `comparable` puts a field kept in two shapes
 * (the specification table: the host's with SKU ids, the draft's as typed) in one.
 */
export function changedFields(
  wanted: Partial<Record<ComparedField, unknown>>, base: Partial<Record<ComparedField, unknown>>,
  comparable: (field: ComparedField, value: unknown) => unknown = (_, value) => value,
): ComparedField[] {
  return DRAFT_COMPARED_FIELDS.filter((f) => f in wanted && !sameValue(comparable(f, wanted[f]), comparable(f, base[f])));
}

export interface DraftStateInput {
  mediaWaiting: boolean;
  outbox: { status: 'pending' | 'rejected'; errorCode: number } | null;
  /** 发布 was tapped before the media were up: it is published once they are (issue 33). */
  publishRequested?: boolean;
  /** That publish cannot go: a file the media service refused, or the draft's own check. */
  publishBlocked?: boolean;
}

/**
 * 待发布 while its publish is queued, or asked for and waiting for its uploads; 发布失败 (or a conflict to resolve) when
 * refused or when what it waits for failed; 待上传 while media uploads; else 草稿.
 */
export function draftState(input: DraftStateInput, conflictCode: number): DraftState {
  if (input.outbox?.status === 'pending') return 'queued';
  if (input.outbox?.status === 'rejected') return input.outbox.errorCode === conflictCode ? 'conflict' : 'failed';
  if (input.publishBlocked) return 'failed';
  if (input.publishRequested) return 'queued';
  return input.mediaWaiting ? 'uploading' : 'draft';
}

/**
 * Changes whose refusal is shown where it was made (a draft's status and conflict panel, the goods row, a chat
 * message's 发送失败 with 重试), each with its own way out: the app-wide bar leaves them out, so a refusal is shown once
 * and its 知道了 there cannot throw away what the user still has to resolve or retry.
 */
export const REFUSALS_SHOWN_IN_PLACE: readonly string[] = [
  'shopGoods.publish', 'shopGoods.update', 'shopGoods.shelf',
  'shopTheme.add', 'shopTheme.update', 'blindbox.add', 'blindbox.update', 'shopCoupon.save', 'companyCoupon.save',
  'chat.send', 'chat.shopSend', 'chat.companySend',
  'auction.bid',
];
