import { secondClassRecommend } from '../../../../contract/catalogue/goods-list';
import { PriceText } from '../../../../ui/components/price-text';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { TEXTS } from '../../../../ui/texts';
import { useOpenGoods } from '../../../goods-links';
import { useAppContext } from '../../../use-app-context';

/** spec §7 getSecondGoodsClassRecommondList under the chosen first-level class: each of its classes with its best sellers (offline: the last answer). */
export function ClassRecommend({ classId }: { classId: string }) {
  const { sync } = useAppContext();
  const openGoods = useOpenGoods();
  const groups = useCachedCall(sync, secondClassRecommend, { classId }).data ?? [];
  if (groups.length === 0) return null;
  return (
    <section className="class-recommend" data-testid="class-recommend">
      <div className="class-pane__title">{TEXTS.discovery.classRecommend}</div>
      {groups.map((group) => (
        <div key={group.id} data-testid="class-recommend-group">
          <div className="home__strip-rank">{group.classNames}</div>
          <div className="home__strip">
            {group.goodsList.map((g) => (
              <button key={g.goodsId} type="button" className="home__strip-item" data-testid="class-recommend-goods" onClick={() => openGoods(g.goodsId, g.goodsKind)}>
                <img src={g.goodsImg} alt={g.goodsName} loading="lazy" />
                <span className="home__strip-name">{g.goodsName}</span>
                <PriceText fen={g.goodsSalePrice} size="small" />
              </button>
            ))}
          </div>
        </div>
      ))}
    </section>
  );
}
