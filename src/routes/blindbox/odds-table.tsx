import type { BlindboxOffer } from '../../contract/kinds/blindbox';
import { BLINDBOX_TEXTS as T } from '../../ui/blindbox-texts';

/** The odds table of the version on show, each item's value beside it: what the 2023 rules ask a buyer to see before paying. */
export function OddsTable({ offer }: { offer: Pick<BlindboxOffer, 'items' | 'version' | 'guaranteeGoodsId' | 'guaranteeDraws'> & { purchaseLimit?: number | null } }) {
  const guaranteeName = offer.items.find((i) => i.goodsId === offer.guaranteeGoodsId)?.goodsName ?? '';
  return (
    <section className="bb-panel" aria-label={T.oddsTitle(offer.version)}>
      <h2>{T.oddsTitle(offer.version)}</h2>
      <table className="bb-odds">
        <thead><tr>{T.oddsHead.map((h) => <th key={h}>{h}</th>)}</tr></thead>
        <tbody>
          {offer.items.map((item) => (
            <tr key={item.goodsId} data-testid="odds-row">
              <td><div className="bb-odds__item"><img src={item.goodsImg} alt="" loading="lazy" /><span>{item.goodsName}</span></div></td>
              <td>{T.value(item.valueFen)}</td>
              <td className="bb-odds__odds">{T.odds(item.oddsBp)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="bb-notes">
        {offer.guaranteeDraws !== null && <li>{T.guarantee(offer.guaranteeDraws, guaranteeName)}</li>}
        {offer.purchaseLimit != null && <li>{T.limit(offer.purchaseLimit)}</li>}
      </ul>
    </section>
  );
}

export function BlindboxRules() {
  return (
    <section className="bb-rules">
      <h2>{T.rulesTitle}</h2>
      <ol>{T.rules.map((r) => <li key={r}>{r}</li>)}</ol>
    </section>
  );
}
