import { useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, Input, List, NavBar, Stepper } from 'antd-mobile';
import type { IntegralInfo } from '../../../../contract/entities/goods-kinds';
import { integralGoodsDetail } from '../../../../contract/goods-detail';
import { integralCreateOrder } from '../../../../contract/integral-order';
import { balanceInfo } from '../../../../contract/wallet';
import { EmptyState, LoadingState, OfflineNotice } from '../../../../ui/components/page-state';
import { OrderLine } from '../../../../ui/components/order-line';
import { showError, toast } from '../../../../ui/feedback';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { newClientId } from '../../../../ui/hooks/use-entry-outcome';
import { useLiveQuery } from '../../../../ui/hooks/use-live-query';
import { useOnline } from '../../../../ui/hooks/use-online';
import { useSession } from '../../../../ui/hooks/use-session';
import { KIND_BUY_TEXTS } from '../../../../ui/kind-buy-texts';
import { useAddressBook } from '../../../checkout-hooks';
import { integralTotal } from '../../../../domain/kind-buy';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { AddressPopup, ChosenAddress } from '../../function/play_order/choose-popups';
import '../../../kind-buy/kind-buy.css';

const T = KIND_BUY_TEXTS.playOrder;

/**
 * spec §2 integral/order/play_order: the fill-in order of an integral goods, paid with points only. Ordering
 * needs the network (the host re-reads the points and checks the balance); the goods and balance show from the
 * local store while offline.
 */
function IntegralPlayOrderScreen() {
  const { goodsId } = Route.useSearch();
  const { sync, api, session } = useAppContext();
  const userId = useSession(session).userId ?? '';
  const navigate = useNavigate();
  const online = useOnline();
  const card = useLiveQuery(sync, 'goodsById', { goodsId });
  const detail = useCachedCall(sync, integralGoodsDetail, { goodsId });
  const wallet = useCachedCall(sync, balanceInfo, {});
  const { addresses } = useAddressBook(sync, userId);
  const [addressId, setAddressId] = useState('');
  const [choosing, setChoosing] = useState(false);
  const [num, setNum] = useState(1);
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  const address = addresses.find((a) => a.addressId === addressId) ?? addresses.find((a) => a.isDefault) ?? addresses[0];
  const goods = card.data;
  const pointsEach = (detail.data?.kindInfo as IntegralInfo | undefined)?.points ?? 0;
  const balance = wallet.data?.assets.find((a) => a.asset === 'POINT')?.available ?? null;
  const { total, enough } = integralTotal(pointsEach, num, balance);

  async function submit() {
    if (!online) return toast(T.needsNetwork);
    if (!address) return toast(T.noAddress);
    if (enough === false) return toast(T.pointsShort(total, balance ?? 0));
    setBusy(true);
    try {
      const created = await api.call(integralCreateOrder, { goodsId, num, points: pointsEach, addressId: address.addressId, remark: remark.trim() },
        { idempotencyKey: newClientId('integral') });
      void navigate({ to: PATHS.integralPayCounter, search: { orderId: created.orderId }, replace: true });
    } catch (error) {
      showError(error);
      void detail.reload();
      void wallet.reload();
    } finally {
      setBusy(false);
    }
  }

  const back = <NavBar onBack={() => history.back()}>{T.integralTitle}</NavBar>;
  if (!goods) return <div className="page">{back}{card.loading ? <LoadingState /> : <EmptyState title={T.notCached} />}</div>;
  return (
    <div className="page play-order kind-play-order">
      {back}
      {!online && <OfflineNotice />}
      <ChosenAddress address={address} emptyText={T.noAddress} onOpen={() => setChoosing(true)} />
      <section className="play-order__shop">
        <header className="play-order__shop-name">{goods.shopName}</header>
        <OrderLine img={goods.goodsImg} name={goods.goodsName} />
      </section>
      <List>
        <List.Item extra={pointsEach ? `${pointsEach} 积分` : '--'}>{T.pointsEach}</List.Item>
        <List.Item extra={<Stepper min={1} max={Math.max(1, Math.min(goods.stock, 99))} value={num} onChange={setNum} aria-label={T.num} />}>{T.num}</List.Item>
        <List.Item title={T.remark}>
          <Input placeholder={T.remarkPlaceholder} value={remark} maxLength={100} onChange={setRemark} aria-label={T.remark} />
        </List.Item>
        <List.Item extra={T.freeExpress}>{T.expressFee}</List.Item>
      </List>
      <p className="kind-play-order__note" data-testid="points-only">{T.pointsOnly}</p>
      {balance !== null && (
        <p className={enough === false ? 'kind-play-order__short' : 'kind-play-order__note'} data-testid="points-balance">
          {enough === false ? T.pointsShort(total, balance) : T.pointsBalance(balance)}
        </p>
      )}
      {!online && <p className="kind-play-order__note">{T.needsNetwork}</p>}
      <footer className="play-order__bar">
        <span data-testid="points-total">{T.pointsTotal(total)}</span>
        <Button color="primary" loading={busy} disabled={busy || !pointsEach || enough === false || !online} onClick={() => void submit()}>{T.exchange}</Button>
      </footer>
      <AddressPopup visible={choosing} items={addresses} chosen={address?.addressId ?? ''} onClose={() => setChoosing(false)}
        onChoose={(id) => { setAddressId(id); setChoosing(false); }} onAdd={() => void navigate({ to: PATHS.receiptAddrAdd, search: { addressId: '' } })} />
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.integralPlayOrder}` as const)({ component: IntegralPlayOrderScreen });
