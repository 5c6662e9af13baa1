import { Button, List, Tag } from 'antd-mobile';
import type { ManagedCoupon } from '../../contract/orders/coupons';
import { couponLabel } from '../../domain/coupons';
import { formatFen } from '../../domain/format';
import type { CouponDraftView } from '../../sync/draft-views';
import { COUPON_MANAGE_TEXTS as T } from '../../ui/coupon-manage-texts';
import { CouponCard, validityText } from '../../ui/coupons/coupon-card';
import { DraftStateTag } from '../../ui/drafts/draft-status';

export type ManagedState = keyof typeof T.status;

/** 发放中, 已停发, or 已过期 (a fixed-date coupon past its last day, which no one can claim any more). */
export function managedState(c: ManagedCoupon, now: number): ManagedState {
  if (c.status === 'STOPPED') return 'STOPPED';
  return c.validTo !== null && c.validDays === 0 && c.validTo <= now ? 'EXPIRED' : 'ISSUING';
}

const STATE_COLORS: Record<ManagedState, string> = { ISSUING: 'success', STOPPED: 'default', EXPIRED: 'default' };

interface RowProps {
  coupon: ManagedCoupon;
  now: number;
  busy: boolean;
  onStop(): void;
  /** Absent where the caller may not edit it (an administrator looking at a shop's coupon). */
  onEdit?: () => void;
}

/** One coupon of an owner: its card, its state and figures (claimed / used / discount given), 编辑 before the first claim, 停发. */
export function ManagedCouponRow({ coupon, now, busy, onStop, onEdit }: RowProps) {
  const state = managedState(coupon, now);
  const editable = onEdit && state === 'ISSUING' && coupon.claimed === 0;
  const extra = (
    <div className="coupon-card__extra" data-testid="coupon-figures">
      <Tag color={STATE_COLORS[state]} fill="outline" data-testid="coupon-state">{T.status[state]}</Tag>{' '}
      {T.figures(coupon.claimed, coupon.total, coupon.used, formatFen(coupon.discountGiven))}
    </div>
  );
  const action = state === 'ISSUING' ? (
    <div className="coupon-manage__actions">
      {editable && <Button size="mini" fill="outline" onClick={onEdit}>{T.edit}</Button>}
      <Button size="mini" color="danger" fill="outline" loading={busy} onClick={onStop}>{T.stop}</Button>
    </div>
  ) : undefined;
  return <CouponCard rule={coupon} validity={validityText(coupon)} extra={extra} action={action} muted={state !== 'ISSUING'} testId="managed-coupon" />;
}

/** The coupons drafted on this device, above the created ones: state (草稿 / 待发布 / 发布失败) and the host's reason. */
export function CouponDraftList({ drafts, onOpen }: { drafts: CouponDraftView[]; onOpen(draftId: string): void }) {
  if (drafts.length === 0) return null;
  return (
    <List header={T.drafts}>
      {drafts.map((d) => (
        <List.Item key={d.draftId} data-testid="coupon-draft" extra={<DraftStateTag state={d.state} />} onClick={() => onOpen(d.draftId)}
          description={d.failMsg || draftSummary(d)}>
          {d.fields.name || T.untitled}
        </List.Item>
      ))}
    </List>
  );
}

function draftSummary(d: CouponDraftView): string {
  const f = d.fields;
  const fen = (text: string) => Math.round(Number(text) * 100) || 0;
  const rule = { kind: f.kind, scope: f.scope, shopId: '', goodsIds: f.goodsIds, threshold: fen(f.threshold), amount: fen(f.amount), rate: Math.round(Number(f.discount) * 10) || 0, cap: fen(f.cap) };
  return `${T.kinds[f.kind]} · ${couponLabel(rule)}`;
}
