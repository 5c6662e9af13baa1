import { PriceText } from './price-text';

/** ¥39.00–59.00 when the SKUs' prices differ (issue 31), one price when they do not. */
export function PriceRange({ min, max, size = 'normal' }: { min: number; max: number; size?: 'small' | 'normal' | 'large' }) {
  if (!Number.isFinite(min)) return null;
  if (min === max || !Number.isFinite(max)) return <PriceText fen={min} size={size} />;
  return (
    <span className="price-range" data-testid="price-range">
      <PriceText fen={min} size={size} />–<PriceText fen={max} size={size} />
    </span>
  );
}
