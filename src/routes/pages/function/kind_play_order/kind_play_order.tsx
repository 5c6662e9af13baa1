import { useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, Input, List, NavBar } from 'antd-mobile';
import type { ResponseOf } from '../../../../contract/define-call';
import type { createOrder } from '../../../../contract/order';
import { createdOrdersKey } from '../../../../sync/checkout-store';
import { EmptyState, LoadingState, OfflineNotice } from '../../../../ui/components/page-state';
import { OrderLine } from '../../../../ui/components/order-line';
import { PriceText } from '../../../../ui/components/price-text';
import { alertDialog, toast } from '../../../../ui/feedback';
import { awaitEntry } from '../../../../ui/hooks/use-entry-outcome';
import { useLiveQuery } from '../../../../ui/hooks/use-live-query';
import { useOnline } from '../../../../ui/hooks/use-online';
import { useSession } from '../../../../ui/hooks/use-session';
import { KIND_BUY_TEXTS } from '../../../../ui/kind-buy-texts';
import { useAddressBook } from '../../../checkout-hooks';
import { KindFacts } from '../../../kind-buy/kind-facts';
import { isSalePriceKind } from '../../../../domain/kind-buy';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { AddressPopup, ChosenAddress } from '../play_order/choose-popups';
import { useOrderLines } from '../play_order/use-order-lines';
import '../../../kind-buy/kind-buy.css';

const T = KIND_BUY_TEXTS.playOrder;
type Created = ResponseOf<typeof createOrder>;

function readCreated(sync: ReturnType<typeof useAppContext>['sync'], key: string): Promise<Created | null> {
  return new Promise((resolve) => {
    const stop = sync.watch('cached', { key }, (value) => {
      queueMicrotask(stop);
      resolve((value as Created | null) ?? null);
    });
  });
}

/**
 * The fill-in order of an IP, art, gold or metaverse goods (issue 17): an ordinary buy-now order at the goods'
 * sale price, so it goes through the checkout's outbox mutation — composed offline it is kept as 待提交 and the
 * host re-checks price and stock when it is submitted — with the kind's facts shown above the total.
 */
function KindPlayOrderScreen() {
  const { goodsId } = Route.useSearch();
  const { sync, session } = useAppContext();
  const userId = useSession(session).userId ?? '';
  const navigate = useNavigate();
  const online = useOnline();
  const card = useLiveQuery(sync, 'goodsById', { goodsId });
  const order = useOrderLines(sync, userId, { source: 'buyNow', goodsId, num: 1 });
  const { addresses } = useAddressBook(sync, userId);
  const [addressId, setAddressId] = useState('');
  const [choosing, setChoosing] = useState(false);
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  const address = addresses.find((a) => a.addressId === addressId) ?? addresses.find((a) => a.isDefault) ?? addresses[0];
  const goods = card.data;
  const line = order.groups[0]?.lines[0];

  async function submit() {
    if (!address) return toast(T.noAddress);
    if (!line) return;
    const preview = { total: order.total, shops: order.groups.map((g) => ({ shopName: g.shopName, lines: g.lines })) };
    const result = await sync.mutate('order.create', {
      source: 'buyNow', lines: [{ goodsId, num: 1, price: line.price }], addressId: address.addressId, remark: remark.trim(),
    }, preview);
    if (!result.ok) return toast(result.msg);
    setBusy(true);
    const outcome = await awaitEntry(sync, userId, result.id, navigator.onLine ? 15_000 : 300);
    setBusy(false);
    if (outcome.state === 'rejected') return void alertDialog(T.refused, outcome.msg);
    if (outcome.state === 'pending') {
      toast(T.savedOffline);
      return void navigate({ to: PATHS.orderForm, search: { status: '' }, replace: true });
    }
    const created = await readCreated(sync, createdOrdersKey(result.id));
    if (created) void navigate({ to: PATHS.kindPayCounter, search: { orderIds: created.orderIds.join(','), goodsId }, replace: true });
    else void navigate({ to: PATHS.orderForm, search: { status: '' }, replace: true });
  }

  const back = <NavBar onBack={() => history.back()}>{T.title}</NavBar>;
  if (!goods) return <div className="page">{back}{card.loading ? <LoadingState /> : <EmptyState title={T.notCached} />}</div>;
  if (!isSalePriceKind(goods.goodsKind)) return <div className="page">{back}<EmptyState title={KIND_BUY_TEXTS.offShelf} /></div>;
  return (
    <div className="page play-order kind-play-order">
      {back}
      {!online && <OfflineNotice />}
      <ChosenAddress address={address} emptyText={T.noAddress} onOpen={() => setChoosing(true)} />
      <section className="play-order__shop" data-testid="order-group">
        <header className="play-order__shop-name">{goods.shopName}</header>
        <OrderLine img={goods.goodsImg} name={goods.goodsName} price={line?.price ?? goods.goodsSalePrice} num={1} />
      </section>
      <KindFacts kind={goods.goodsKind} goodsId={goodsId} salePrice={line?.price ?? goods.goodsSalePrice} />
      <List>
        <List.Item title={T.remark}>
          <Input placeholder={T.remarkPlaceholder} value={remark} maxLength={100} onChange={setRemark} aria-label={T.remark} />
        </List.Item>
        <List.Item extra={<PriceText fen={order.goodsTotal} />}>{T.goodsTotal}</List.Item>
        <List.Item extra={order.expressFee === 0 ? T.freeExpress : <PriceText fen={order.expressFee} />}>{T.expressFee}</List.Item>
      </List>
      {!online && <p className="kind-play-order__note" data-testid="offline-hint">{T.offlineHint}</p>}
      <footer className="play-order__bar">
        <span>{T.total}<PriceText fen={order.total} size="large" /></span>
        <Button color="primary" loading={busy} disabled={!line || busy} onClick={() => void submit()}>{T.submit}</Button>
      </footer>
      <AddressPopup visible={choosing} items={addresses} chosen={address?.addressId ?? ''} onClose={() => setChoosing(false)}
        onChoose={(id) => { setAddressId(id); setChoosing(false); }} onAdd={() => void navigate({ to: PATHS.receiptAddrAdd, search: { addressId: '' } })} />
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.kindPlayOrder}` as const)({ component: KindPlayOrderScreen });
