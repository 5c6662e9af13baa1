import { goodsFields } from '../../contract/shop/goods';
import { goodsSpecsField, isInfoKind, KindInfoInputSchema } from '../../contract/shop/goods-kinds';
import type { DraftGoodsFields } from '../../db/collections/drafts';
import { kindInfoInput, specsInput } from '../../sync/goods-drafts';

export type TextField = 'name' | 'salePrice' | 'originalPrice' | 'stock' | 'description';

/** The same rules the host applies (src/contract/shop/goods.ts, shop-goods-kinds.ts), with their Chinese messages. */
export function checkField(name: TextField | 'classId', value: string): string {
  if (name === 'description' && value.trim() === '') return '';
  const result = goodsFields[name].safeParse(value);
  return result.success ? '' : result.error.issues[0]?.message ?? '';
}

/** Each of the kind's fields with its first message ('' when right); none for an ordinary goods. */
export function kindInfoErrors(fields: DraftGoodsFields): Record<string, string> {
  if (!isInfoKind(fields.kind)) return {};
  const result = KindInfoInputSchema.safeParse(kindInfoInput(fields));
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = String(issue.path[0] ?? 'kind');
    errors[key] ||= issue.message;
  }
  return errors;
}

export function specsError(fields: DraftGoodsFields): string {
  const result = goodsSpecsField.safeParse(specsInput(fields));
  return result.success ? '' : result.error.issues[0]?.message ?? '';
}

/** The first message of the whole form, in the order the owner fills it. */
export function firstFormError(fields: DraftGoodsFields): string {
  const texts = (['name', 'classId', 'salePrice', 'originalPrice', 'stock', 'description'] as const).map((n) => checkField(n, fields[n]));
  return [...texts, ...Object.values(kindInfoErrors(fields)), specsError(fields)].find(Boolean) ?? '';
}
