import type { GoodsSpec } from '../../../../contract/entities/goods';
import { TEXTS } from '../../../../ui/texts';

/** The shop's properties (goodsProSetting): descriptive, nothing to choose (no price or stock per property). */
export function GoodsSpecs({ specs }: { specs: GoodsSpec[] | undefined }) {
  // A detail cached before properties existed has none.
  if (!specs?.length) return null;
  return (
    <section className="goods-info__desc" data-testid="goods-specs">
      <h2>{TEXTS.goods.specs}</h2>
      <dl className="goods-info__specs">
        {specs.map((spec) => (
          <div key={spec.name}><dt>{spec.name}</dt><dd>{spec.values.join(' / ')}</dd></div>
        ))}
      </dl>
    </section>
  );
}
