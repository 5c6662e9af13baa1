import { goodsFields } from '../../contract/shop/goods';
import { goodsSpecsField, isInfoKind, KindInfoInputSchema } from '../../contract/shop/goods-kinds';
import type { DraftGoodsFields } from '../../db/collections/drafts';
import { GOODS_CLASS_MESSAGES, isLastLevelClass, type ClassLink } from '../../domain/goods-class';
import { kindInfoInput, specsInput } from '../../sync/goods-drafts';
import { bySpecTable, specTableError } from '../../sync/goods-sku-drafts';

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

/**
 * The category as the host checks it: chosen, and a last level of the tree on the device (issue 33). With no tree on the
 * device yet, or an edit keeping the class the goods already has (the host does not check an unchanged class), only chosen.
 */
export function classError(classId: string, classes: readonly ClassLink[], keptClassId?: unknown): string {
  const chosen = checkField('classId', classId);
  if (chosen || !classes.length || classId === keptClassId) return chosen;
  return isLastLevelClass(classes, classId) ? '' : GOODS_CLASS_MESSAGES.notLastLevel;
}

/** The first message of the whole form, in the order the owner fills it. */
export function firstFormError(fields: DraftGoodsFields, classMessage: string): string {
  // Sold by specification, the price and stock are the table's: a combination without them is named instead.
  const own = bySpecTable(fields) ? [] : (['salePrice', 'originalPrice', 'stock'] as const);
  const texts = (['name', ...own, 'description'] as const).map((n) => checkField(n, fields[n]));
  return [texts[0], classMessage, ...texts.slice(1), ...Object.values(kindInfoErrors(fields)), specsError(fields), specTableError(fields)].find(Boolean) ?? '';
}
