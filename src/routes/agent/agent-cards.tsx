import { Button, Tag } from 'antd-mobile';
import type { AgentGoods, AgentOffer } from '../../contract/kinds/agent';
import { formatFen } from '../../domain/format';
import { formatRate } from '../../domain/goods-agent';
import { AGENT_TEXTS as T } from '../../ui/agent-texts';
import { PriceText } from '../../ui/components/price-text';
import { confirmDialog } from '../../ui/feedback';

function OfferFacts({ offer }: { offer: AgentOffer }) {
  return (
    <div className="agent-card__info">
      <div className="agent-card__name">{offer.goodsName}</div>
      <div className="agent-card__shop">{offer.shopName}</div>
      <div className="agent-card__price">{T.price} <PriceText fen={offer.price} size="small" /></div>
      <div className="agent-card__commission">{T.commission(formatRate(offer.rateBp), formatFen(offer.commissionEach))}</div>
    </div>
  );
}

/** A goods open to agents, with 成为代理 (or 已代理 when the caller already is). */
export function AgentOfferCard({ offer, joined, busy, onBecome }: { offer: AgentOffer; joined: boolean; busy: boolean; onBecome(): void }) {
  return (
    <article className="agent-card" data-testid="agent-offer">
      <img src={offer.goodsImg} alt={offer.goodsName} />
      <OfferFacts offer={offer} />
      <div className="agent-card__side">
        <span className="agent-card__agents">{T.agents(offer.agents)}</span>
        <Button size="small" color="primary" disabled={joined || busy} onClick={onBecome}>{joined ? T.already : T.become}</Button>
      </div>
    </article>
  );
}

/** One of the caller's agent goods: its state, what it sold and earned, the link to share, pause or resume. */
export function AgentGoodsCard({ goods, busy, onShare, onStatus }: { goods: AgentGoods; busy: boolean; onShare(): void; onStatus(status: 'ACTIVE' | 'PAUSED'): void }) {
  const state = goods.open ? goods.status : 'CLOSED';
  async function pause() {
    if (await confirmDialog(T.pauseAsk)) onStatus('PAUSED');
  }
  return (
    <article className="agent-card agent-card--mine" data-testid="agent-goods">
      <img src={goods.goodsImg} alt={goods.goodsName} />
      <div className="agent-card__body">
        <OfferFacts offer={goods} />
        <Tag color={state === 'ACTIVE' ? 'success' : 'default'} fill="outline">{T.status[state]}</Tag>
        <div className="agent-card__stats" data-testid="agent-stats">{T.stats(goods.orders, formatFen(goods.earned), formatFen(goods.pending))}</div>
        <div className="agent-card__actions">
          {state === 'ACTIVE' && <Button size="small" color="primary" onClick={onShare}>{T.copyLink}</Button>}
          {state === 'ACTIVE' && <Button size="small" disabled={busy} onClick={() => void pause()}>{T.pause}</Button>}
          {state === 'PAUSED' && <Button size="small" color="primary" disabled={busy} onClick={() => onStatus('ACTIVE')}>{T.resume}</Button>}
        </div>
      </div>
    </article>
  );
}
