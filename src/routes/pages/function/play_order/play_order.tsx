import { useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, Input, List, NavBar, Tag } from 'antd-mobile';
import type { ResponseOf } from '../../../../contract/define-call';
import type { createOrder } from '../../../../contract/order';
import { CHECKOUT_MESSAGES as M, INVOICE_TYPE_LABELS } from '../../../../domain/messages';
import { createdOrdersKey } from '../../../../sync/checkout-store';
import { EmptyState, LoadingState, OfflineNotice } from '../../../../ui/components/page-state';
import { PriceText } from '../../../../ui/components/price-text';
import { alertDialog, toast } from '../../../../ui/feedback';
import { awaitEntry } from '../../../../ui/hooks/use-entry-outcome';
import { useOnline } from '../../../../ui/hooks/use-online';
import { useSession } from '../../../../ui/hooks/use-session';
import { CHECKOUT_TEXTS } from '../../../../ui/checkout-texts';
import { useAddressBook } from '../../../checkout-hooks';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { AddressPopup, ChosenAddress, InvoicePopup } from './choose-popups';
import { useOrderLines, type PlayOrderSearch } from './use-order-lines';
import { OrderLine } from '../../../../ui/components/order-line';

const T = CHECKOUT_TEXTS.playOrder;
type Created = ResponseOf<typeof createOrder>;

function readCreated(sync: ReturnType<typeof useAppContext>['sync'], key: string): Promise<Created | null> {
  return new Promise((resolve) => {
    const stop = sync.watch('cached', { key }, (value) => {
      queueMicrotask(stop);
      resolve((value as Created | null) ?? null);
    });
  });
}

function PlayOrderScreen({ search }: { search: PlayOrderSearch }) {
  const { sync, session: sessionStore } = useAppContext();
  const userId = useSession(sessionStore).userId ?? '';
  const navigate = useNavigate();
  const online = useOnline();
  const order = useOrderLines(sync, userId, search);
  const { addresses, invoices } = useAddressBook(sync, userId);
  const [addressId, setAddressId] = useState('');
  const [invoiceId, setInvoiceId] = useState('');
  const [remark, setRemark] = useState('');
  const [popup, setPopup] = useState<'' | 'address' | 'invoice'>('');
  const [submitting, setSubmitting] = useState(false);
  const address = addresses.find((a) => a.addressId === addressId) ?? addresses.find((a) => a.isDefault) ?? addresses[0];
  const invoice = invoices.find((i) => i.invoiceId === invoiceId);
  const count = order.groups.reduce((n, g) => n + g.lines.reduce((m, l) => m + l.num, 0), 0);

  async function submit() {
    if (!address) return toast(M.addressRequired);
    const lines = order.groups.flatMap((g) => g.lines.map((l) => ({ goodsId: l.goodsId, num: l.num, price: l.price })));
    const preview = { total: order.total, shops: order.groups.map((g) => ({ shopName: g.shopName, lines: g.lines })) };
    const result = await sync.mutate('order.create', {
      source: search.source, lines, addressId: address.addressId, invoiceId: invoice?.invoiceId, remark: remark.trim(),
      ...(search.source === 'buyNow' && search.agent ? { agentId: search.agent } : {}),
    }, preview);
    if (!result.ok) return toast(result.msg);
    setSubmitting(true);
    const outcome = await awaitEntry(sync, userId, result.id, navigator.onLine ? 15_000 : 300);
    setSubmitting(false);
    if (outcome.state === 'rejected') return void alertDialog(T.refused, outcome.msg);
    if (outcome.state === 'pending') {
      toast(T.savedOffline);
      return void navigate({ to: PATHS.orderForm, search: { status: '' }, replace: true });
    }
    const created = await readCreated(sync, createdOrdersKey(result.id));
    if (created) void navigate({ to: PATHS.payCounter, search: { orderIds: created.orderIds.join(',') }, replace: true });
    else void navigate({ to: PATHS.orderForm, search: { status: '' }, replace: true });
  }

  return (
    <div className="page play-order">
      <NavBar onBack={() => history.back()}>{T.title}</NavBar>
      {!online && <OfflineNotice />}
      <ChosenAddress address={address} emptyText={T.noAddress} onOpen={() => setPopup('address')} />
      {order.loading && order.groups.length === 0 && <LoadingState />}
      {!order.loading && order.groups.length === 0 && <EmptyState title={T.empty} />}
      {order.groups.map((group) => (
        <section key={group.shopId} className="play-order__shop" data-testid="order-group">
          <header className="play-order__shop-name">{group.shopName}</header>
          {group.lines.map((line) => (
            <OrderLine key={line.goodsId} img={line.goodsImg} name={line.goodsName} price={line.price} num={line.num} />
          ))}
          <div className="play-order__row"><span>{T.expressFee}</span>{group.expressFee === 0 ? T.freeExpress : <PriceText fen={group.expressFee} />}</div>
        </section>
      ))}
      <List>
        <List.Item arrow onClick={() => setPopup('invoice')} extra={invoice ? `${INVOICE_TYPE_LABELS[invoice.invoiceType]} ${invoice.title}` : T.noInvoice}>
          {T.invoice}
        </List.Item>
        <List.Item title={T.remark}>
          <Input placeholder={T.remarkPlaceholder} value={remark} maxLength={100} onChange={setRemark} aria-label={T.remark} />
        </List.Item>
        <List.Item extra={<PriceText fen={order.goodsTotal} />}>{T.goodsTotal}</List.Item>
        <List.Item extra={<PriceText fen={order.expressFee} />}>{T.expressFee}</List.Item>
      </List>
      {!order.hostAnswered && order.groups.length > 0 && <p className="play-order__hint"><Tag fill="outline">{T.priceFromHost}</Tag></p>}
      <footer className="play-order__bar">
        <span>{T.count(count)} {T.total}<PriceText fen={order.total} size="large" /></span>
        <Button color="primary" loading={submitting} disabled={order.groups.length === 0 || submitting} onClick={() => void submit()}>{T.submit}</Button>
      </footer>
      <AddressPopup visible={popup === 'address'} items={addresses} chosen={address?.addressId ?? ''} onClose={() => setPopup('')}
        onChoose={(id) => { setAddressId(id); setPopup(''); }} onAdd={() => void navigate({ to: PATHS.receiptAddrAdd, search: { addressId: '' } })} />
      <InvoicePopup visible={popup === 'invoice'} items={invoices} chosen={invoiceId} onClose={() => setPopup('')}
        onChoose={(id) => { setInvoiceId(id); setPopup(''); }} onAdd={() => void navigate({ to: PATHS.addInvoice, search: { invoiceId: '', invoiceType: '' } })} />
    </div>
  );
}

function PlayOrder() {
  return <PlayOrderScreen search={Route.useSearch()} />;
}

function CommonPlayOrder() {
  return <PlayOrderScreen search={CommonRoute.useSearch()} />;
}

export const Route = createLazyRoute(`/auth${PATHS.playOrder}` as const)({ component: PlayOrder });
/** spec §2 common_play_order: the same fill-in order. */
export const CommonRoute = createLazyRoute(`/auth${PATHS.commonPlayOrder}` as const)({ component: CommonPlayOrder });
