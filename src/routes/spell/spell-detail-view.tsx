import type { ResponseOf } from '../../contract/define-call';
import type { spellOrderDetail } from '../../contract/kinds/spell';
import { formatFen, formatRegionText, maskMobile } from '../../domain/format';
import { orderStatusLabel } from '../../domain/order-status';
import { formatDateTime } from '../../domain/relative-time';
import { List } from 'antd-mobile';
import { OrderLine } from '../../ui/components/order-line';
import { SPELL_TEXTS as T } from '../../ui/spell-texts';

export type SpellDetail = ResponseOf<typeof spellOrderDetail>;

/** The head of a spell order: its state in words, and what happened to the money. */
export function SpellStatusHead({ detail }: { detail: SpellDetail }) {
  const sub = detail.status === 'WAITING' ? `${T.seats(detail.seatsPaid, detail.size)} · ${T.endsAt(formatDateTime(detail.endsAt))}`
    : detail.refunded > 0 ? T.list.refunded(detail.refunded, detail.reward)
      : detail.status === 'WON' ? orderStatusLabel(detail.orderStatus) : '';
  return (
    <section className="spell-status-head" data-testid="spell-detail-status">
      <h1>{T.status[detail.status]}</h1>
      {sub && <p>{sub}</p>}
    </section>
  );
}

export function SpellOrderFacts({ detail }: { detail: SpellDetail }) {
  const a = detail.address;
  return (
    <>
      <List>
        <List.Item description={`${formatRegionText(a.regionName)} ${a.detail}`}>{T.detail.address}：{a.name} {maskMobile(a.phone)}</List.Item>
      </List>
      <section className="play-order__shop">
        <header className="play-order__shop-name">{detail.shopName}</header>
        <OrderLine img={detail.goodsImg} name={detail.goodsName} price={detail.price} num={1} />
      </section>
      <List>
        <List.Item extra={detail.orderId}>{T.detail.orderNo}</List.Item>
        {detail.seatNo > 0 && <List.Item extra={`第${detail.seatNo}席 / 共${detail.size}席`}>{T.detail.seat}</List.Item>}
        <List.Item extra={`¥${formatFen(detail.total)}`}>{T.detail.total}</List.Item>
        {detail.refunded > 0 && <List.Item extra={`¥${formatFen(detail.refunded)}`}>{T.detail.refunded}</List.Item>}
        {detail.reward > 0 && <List.Item extra={`¥${formatFen(detail.reward)}`}>{T.detail.reward}</List.Item>}
        {detail.expressNo && <List.Item extra={`${detail.expressCompany} ${detail.expressNo}`}>{T.detail.express}</List.Item>}
      </List>
    </>
  );
}

/** The recorded draw (docs/decisions/014): seed, digest and seats, so the buyer can recompute the winner. */
export function SpellDrawRecord({ detail }: { detail: SpellDetail }) {
  const draw = detail.draw;
  if (!draw) return null;
  return (
    <section className="spell-draw-record" data-testid="spell-draw-record">
      <h2>{T.detail.drawTitle} · {formatDateTime(draw.drawnAt)}</h2>
      <p>{detail.roundStatus === 'VOID' ? T.detail.voided : T.detail.winnerSeat(draw.winnerSeat)}</p>
      <ul>
        {draw.seats.map((s) => (
          <li key={s.seatNo} className={s.seatNo === draw.winnerSeat && detail.roundStatus === 'DRAWN' ? 'is-winner' : undefined}>
            第{s.seatNo}席 {s.userName}{s.entryId === detail.entryId ? T.detail.mine : ''} <code>{s.entryId}</code>
          </li>
        ))}
      </ul>
      <div>{T.detail.seed}：<code>{draw.seed}</code></div>
      <div>{T.detail.digest}：<code>{draw.digest}</code></div>
      <p>{T.detail.drawHint}</p>
    </section>
  );
}
