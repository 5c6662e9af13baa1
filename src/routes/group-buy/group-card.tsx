import { Button } from 'antd-mobile';
import type { Group, GroupMember } from '../../contract/kinds/group-buy';
import { seatsLeft } from '../../domain/group-buy';
import { formatCountdown } from '../../domain/relative-time';
import { GROUP_BUY_TEXTS as T } from '../../ui/group-buy-texts';
import './group-buy.css';

function Avatar({ member }: { member: GroupMember | null }) {
  if (!member) return <span className="group-avatar group-avatar--empty" aria-label={T.emptySeat}>?</span>;
  const initial = Array.from(member.name)[0] ?? '';
  return (
    <span className={`group-avatar${member.paid ? '' : ' group-avatar--waiting'}`} title={member.paid ? member.name : `${member.name}（${T.waitingSeat}）`}>
      {member.avatar ? <img src={member.avatar} alt={member.name} /> : initial}
      {member.leader && <span className="group-avatar__leader">{T.leader}</span>}
    </span>
  );
}

/** Every seat of a group: its real members (paid ones solid, seats being paid faded), then the free seats. */
export function GroupSeats({ group }: { group: Group }) {
  const free = Math.max(0, group.size - group.members.length);
  return (
    <div className="group-seats" data-testid="group-seats">
      {group.members.map((m, i) => <Avatar key={i} member={m} />)}
      {Array.from({ length: Math.min(free, 10) }, (_, i) => <Avatar key={`free${i}`} member={null} />)}
    </div>
  );
}

export function timeLeftText(deadline: number, hostNow: number): string {
  return deadline > hostNow ? T.timeLeft(formatCountdown(deadline - hostNow)) : T.ended;
}

/** An open group others may join: members' avatars, seats still missing and time left (host time). */
export function OpenGroupRow({ group, hostNow, onJoin, showGoods = false }: { group: Group; hostNow: number; onJoin(group: Group): void; showGoods?: boolean }) {
  const left = seatsLeft(group);
  return (
    <div className="open-group" data-testid="open-group" data-group-id={group.groupId}>
      {showGoods && <img className="open-group__img" src={group.goodsImg} alt={group.goodsName} loading="lazy" />}
      <div className="open-group__body">
        {showGoods && <div className="open-group__name">{group.goodsName}</div>}
        <GroupSeats group={group} />
        <div className="open-group__meta">
          <span className="open-group__left">{left > 0 ? T.seatsLeft(left) : T.full}</span>
          <span className="open-group__time">{timeLeftText(group.deadline, hostNow)}</span>
        </div>
      </div>
      <Button size="small" color="primary" disabled={left === 0 || group.deadline <= hostNow} onClick={() => onJoin(group)}>{T.join}</Button>
    </div>
  );
}
