// The shopper's choice of a specification (issue 31, decision 033): which SKU a partial choice names, and which values
// can still be chosen. Pure: the sheet, the cart's change of SKU and the tests share it.

export interface ChoosableSku {
  skuId: string;
  /** One value per dimension, in the dimensions' order. */
  choice: string[];
  stock: number;
  onSale: boolean;
}

/** A value per dimension, or '' where none is chosen yet. */
export type PartialChoice = string[];

export const canBuy = (sku: ChoosableSku) => sku.onSale && sku.stock > 0;

/** The SKU a complete choice names; null while a dimension is unchosen. */
export function skuOfChoice<T extends ChoosableSku>(skus: readonly T[], choice: PartialChoice, dimensionCount: number): T | null {
  if (choice.length !== dimensionCount || choice.some((v) => !v)) return null;
  return skus.find((s) => s.choice.every((v, i) => v === choice[i])) ?? null;
}

/**
 * A value is greyed when no buyable SKU has it together with the values chosen in the other dimensions (a T-shirt's
 * 红色 greys out when 红色 / M is sold out and M is chosen).
 */
export function isValueAvailable(skus: readonly ChoosableSku[], choice: PartialChoice, dimension: number, value: string): boolean {
  return skus.some((s) => canBuy(s) && s.choice[dimension] === value
    && choice.every((chosen, i) => i === dimension || !chosen || s.choice[i] === chosen));
}

/** Choosing a value again unchooses it; choosing a greyed value is refused (the sheet never offers it). */
export function toggleValue(choice: PartialChoice, dimensionCount: number, dimension: number, value: string): PartialChoice {
  const next = Array.from({ length: dimensionCount }, (_, i) => choice[i] ?? '');
  next[dimension] = next[dimension] === value ? '' : value;
  return next;
}

/** Where the sheet opens: the SKU already chosen (a cart line's), else the only buyable one, else nothing chosen. */
export function initialChoice(skus: readonly ChoosableSku[], dimensionCount: number, skuId?: string): PartialChoice {
  const named = skuId ? skus.find((s) => s.skuId === skuId) : undefined;
  const buyable = skus.filter(canBuy);
  const start = named ?? (buyable.length === 1 ? buyable[0] : undefined);
  return start && start.choice.length === dimensionCount ? [...start.choice] : Array.from({ length: dimensionCount }, () => '');
}

/** The quantity a stepper may reach: the SKU's stock, held to what one cart line may hold. */
export function maxQuantity(stock: number, limit: number): number {
  return Math.max(1, Math.min(stock, limit));
}

/** The goods sells by specification: the shopper must choose before buying (a goods of one default SKU never asks). */
export const choosesSpec = (detail: { dimensions?: readonly unknown[] } | null | undefined) => (detail?.dimensions?.length ?? 0) > 0;
