import { formatFen } from '../../domain/format';

/** spec §5: 2 decimals with thousands separators; money arrives in integer fen. */
export function PriceText({ fen, size = 'normal' }: { fen: number | null | undefined; size?: 'small' | 'normal' | 'large' }) {
  return (
    <span className={`price-text price-text--${size}`}>
      <span className="price-text__symbol">¥</span>
      {formatFen(fen)}
    </span>
  );
}
