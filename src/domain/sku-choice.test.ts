import { describe, expect, it } from 'vitest';
import { initialChoice, isValueAvailable, maxQuantity, skuOfChoice, toggleValue } from './sku-choice';

const sku = (skuId: string, choice: string[], stock = 5, onSale = true) => ({ skuId, choice, stock, onSale });
const skus = [
  sku('RS', ['红色', 'S']), sku('RM', ['红色', 'M'], 0), sku('WS', ['白色', 'S']), sku('WM', ['白色', 'M'], 3, false),
];

describe('the choice of a specification', () => {
  it('names a SKU only when every dimension is chosen', () => {
    expect(skuOfChoice(skus, ['红色', ''], 2)).toBeNull();
    expect(skuOfChoice(skus, ['白色', 'S'], 2)?.skuId).toBe('WS');
  });

  it('greys a value no buyable SKU has with the other chosen values (sold out or off sale)', () => {
    expect(isValueAvailable(skus, ['', ''], 1, 'M')).toBe(false);
    expect(isValueAvailable(skus, ['', 'S'], 0, '红色')).toBe(true);
    expect(isValueAvailable(skus, ['', 'M'], 0, '红色')).toBe(false);
    expect(isValueAvailable(skus, ['红色', ''], 1, 'S')).toBe(true);
  });

  it('toggles a value and opens on the given SKU or the only buyable one', () => {
    expect(toggleValue(['红色', ''], 2, 0, '红色')).toEqual(['', '']);
    expect(toggleValue([], 2, 1, 'M')).toEqual(['', 'M']);
    expect(initialChoice(skus, 2, 'WM')).toEqual(['白色', 'M']);
    expect(initialChoice(skus, 2)).toEqual(['', '']);
    expect(initialChoice([sku('A', ['红色']), sku('B', ['白色'], 0)], 1)).toEqual(['红色']);
  });

  it('holds the quantity to the stock and the line limit', () => {
    expect(maxQuantity(3, 999)).toBe(3);
    expect(maxQuantity(5000, 999)).toBe(999);
    expect(maxQuantity(0, 999)).toBe(1);
  });
});
