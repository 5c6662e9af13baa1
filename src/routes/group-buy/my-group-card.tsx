import { Button } from 'antd-mobile';
import type { Group, MySeat } from '../../contract/kinds/group-buy';
import { formatFen } from '../../domain/format';
import { seatLabel, seatsLeft } from '../../domain/group-buy';
import { PriceText } from '../../ui/components/price-text';
import { GROUP_BUY_TEXTS as T } from '../../ui/group-buy-texts';
import { GroupSeats, timeLeftText } from './group-card';

interface Props {
  group: Group;
  mine: MySeat;
  hostNow: number;
  onOpen(): void;
  onPay(): void;
}


/** One of the buyer's groups: the goods, their seat's state (待成团 while waiting), the members and what they can do. */
export function MyGroupCard({ group, mine, hostNow, onOpen, onPay }: Props) {
  const payable = mine.seatStatus === 'HELD' && mine.orderStatus === 'UNPAID' && mine.payDeadline > hostNow;
  return (
    <div className="group-my" data-testid="my-group" data-group-id={group.groupId}>
      <img src={group.goodsImg} alt={group.goodsName} loading="lazy" />
      <div className="group-my__body">
        <div className="group-my__name">{group.goodsName}</div>
        <div className="group-my__status" data-testid="seat-status">
          {seatLabel(group.status, mine.seatStatus)}
          {mine.refunded > 0 && ` ¥${formatFen(mine.refunded)}`}
        </div>
        <GroupSeats group={group} />
        <div className="open-group__meta">
          <span>{T.groupSize(group.size)} <PriceText fen={group.unitPrice} size="small" /></span>
          {group.status === 'OPEN' && <span className="open-group__left">{T.seatsLeft(seatsLeft(group))}</span>}
          {group.status === 'OPEN' && <span>{timeLeftText(group.deadline, hostNow)}</span>}
        </div>
        <div className="group-my__actions">
          <Button size="mini" onClick={onOpen}>{T.orderGroup}</Button>
          {payable && <Button size="mini" color="primary" onClick={onPay}>{T.goPay}</Button>}
        </div>
      </div>
    </div>
  );
}
