import { useNavigate } from '@tanstack/react-router';
import { Button, NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { ManagedCoupon } from '../../contract/orders/coupons';
import type { CouponOwnerKind } from '../../sync/coupon-drafts';
import { COUPON_MANAGE_TEXTS as T } from '../../ui/coupon-manage-texts';
import { EmptyState } from '../../ui/components/page-state';
import { toast } from '../../ui/feedback';
import type { CachedCallState } from '../../ui/hooks/use-cached-call';
import { useLiveQuery } from '../../ui/hooks/use-live-query';
import { useSession } from '../../ui/hooks/use-session';
import { goBack } from '../go-back';
import { ScreenState } from '../shop-business/screen-state';
import { newDraftId } from '../shop-goods/use-shop-goods';
import { useAppContext } from '../use-app-context';
import { CouponDraftList, ManagedCouponRow } from './managed-coupons';
import { useCouponStop } from './use-coupon-stop';
import './coupon-manage.css';

interface Props {
  owner: CouponOwnerKind;
  title: string;
  coupons: CachedCallState<{ list: ManagedCoupon[] }>;
  formPath: string;
  /** Only the owner's own coupons are created and edited here (an administrator stops a shop's but never edits it). */
  ownList: boolean;
  tabs?: ReactNode;
}

/** An owner's coupons as the host last answered (offline too), the drafts made on this device above them, 新建优惠券 below. */
export function CouponListScreen({ owner, title, coupons, formPath, ownList, tabs }: Props) {
  const { sync, session } = useAppContext();
  const userId = useSession(session).userId ?? '';
  const navigate = useNavigate();
  const drafts = useLiveQuery(sync, 'couponDrafts', { userId, owner }).data ?? [];
  const { stop, busy } = useCouponStop(owner);
  const open = (draftId: string) => void navigate({ to: formPath, search: { draftId } });
  async function edit(coupon: ManagedCoupon) {
    const result = await sync.changeDraft({ op: 'editCoupon', coupon, owner });
    if (!result.ok) { toast(result.msg); return; }
    open(result.draftId);
  }
  const list = coupons.data?.list ?? [];
  const now = Date.now();
  return (
    <div className="page coupon-manage">
      <NavBar onBack={() => goBack()}>{title}</NavBar>
      {tabs}
      <ScreenState hasData={coupons.data !== null} loading={coupons.loading} failure={coupons.failure} savedAt={coupons.savedAt} />
      {ownList && <CouponDraftList drafts={drafts} onOpen={open} />}
      {coupons.data && list.length === 0 && (!ownList || drafts.length === 0) && <EmptyState title={T.empty} />}
      {list.map((c) => (
        <ManagedCouponRow key={c.templateId} coupon={c} now={now} busy={busy === c.templateId} onStop={() => void stop(c)}
          onEdit={ownList ? () => void edit(c) : undefined} />
      ))}
      {ownList && (
        <div className="page-actions">
          <Button block color="primary" onClick={() => open(newDraftId())}>{T.add}</Button>
        </div>
      )}
    </div>
  );
}
