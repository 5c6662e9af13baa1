import type { Group } from '../../contract/kinds/group-buy';
import { GROUP_STATUS_LABELS, seatsLeft } from '../../domain/group-buy';
import { PriceText } from '../../ui/components/price-text';
import { GROUP_BUY_TEXTS as T } from '../../ui/group-buy-texts';
import { GroupSeats, timeLeftText } from './group-card';

/** The goods of a group and where the group stands: members, seats missing, time left, or its outcome. */
export function GroupStatusPanel({ group, hostNow }: { group: Group; hostNow: number }) {
  const left = seatsLeft(group);
  const sub = group.status === 'FORMED' ? T.formed : group.status === 'FAILED' ? T.failed
    : `${left > 0 ? T.seatsLeft(left) : T.full} · ${timeLeftText(group.deadline, hostNow)}`;
  return (
    <>
      <div className="group-goods">
        <img src={group.goodsImg} alt={group.goodsName} />
        <div>
          <div className="group-goods__name">{group.goodsName}</div>
          <div className="group-goods__prices">
            <span>{T.groupSize(group.size)}</span>
            <span>{T.groupPrice}</span><PriceText fen={group.unitPrice} />
            <span>{T.salePrice} <s>¥{(group.salePrice / 100).toFixed(2)}</s></span>
          </div>
        </div>
      </div>
      <section className="group-status" data-testid="group-status" data-status={group.status}>
        <div className="group-status__title">{GROUP_STATUS_LABELS[group.status]}</div>
        <GroupSeats group={group} />
        <div className="group-status__sub">{sub}</div>
      </section>
    </>
  );
}

export function shareLinkOf(groupId: string, sharePath: string): string {
  return `${location.origin}${location.pathname}#${sharePath}?groupId=${encodeURIComponent(groupId)}`;
}
