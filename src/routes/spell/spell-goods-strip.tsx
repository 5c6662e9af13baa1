import { useNavigate } from '@tanstack/react-router';
import { spellAuctionGoods } from '../../contract/kinds/spell';
import { PriceText } from '../../ui/components/price-text';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { SPELL_TEXTS as T } from '../../ui/spell-texts';
import { PATHS } from '../paths';
import { useAppContext } from '../use-app-context';

/** Spell goods to join (spellauctiongoods), with their open rounds' seats: shown where a buyer has no spell order yet. */
export function SpellGoodsStrip() {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const goods = useCachedCall(sync, spellAuctionGoods, { pageNum: 1, pageSize: 6 });
  if (!goods.data?.list.length) return null;
  return (
    <section className="spell-strip" data-testid="spell-goods-strip">
      <h2>{T.list.goShopping}</h2>
      {goods.data.list.map((g) => (
        <article key={g.goodsId} className="spell-card" onClick={() => void navigate({ to: PATHS.spellGoodsInfo, search: { goodsId: g.goodsId } })}>
          <div className="spell-card__body">
            <img src={g.goodsImg} alt={g.goodsName} loading="lazy" />
            <div className="spell-card__info">
              <div className="spell-card__name">{g.goodsName}</div>
              <div className="spell-card__meta">{g.seatsPaid > 0 ? T.seats(g.seatsPaid, g.spellSize) : T.noRound(g.spellSize)}</div>
              <PriceText fen={g.spellPrice} />
            </div>
          </div>
        </article>
      ))}
    </section>
  );
}
