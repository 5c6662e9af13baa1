import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Button, Input, List, NavBar } from 'antd-mobile';
import { INVOICE_TYPE_LABELS } from '../../domain/messages';
import { CHECKOUT_TEXTS } from '../../ui/checkout-texts';
import { EmptyState, LoadingState, OfflineNotice } from '../../ui/components/page-state';
import { OrderLine } from '../../ui/components/order-line';
import { toast } from '../../ui/feedback';
import { useOnline } from '../../ui/hooks/use-online';
import { useSession } from '../../ui/hooks/use-session';
import { useAddressBook } from '../checkout-hooks';
import { PATHS } from '../paths';
import { useAppContext } from '../use-app-context';
import { AddressPopup, ChosenAddress, InvoicePopup } from './choose-popups';
import type { FillInOrderConfig, OrderRow } from './fill-in-order-config';
import { goBack } from '../go-back';
import { CouponRow } from './coupon-row';

/** What the buyer chose on the page, handed to the kind's submit. */
export interface OrderChoice {
  /** The chosen address whenever the kind delivers (the body refuses to submit without one); '' when it does not. */
  addressId: string;
  invoiceId: string | undefined;
  remark: string;
}

function Rows({ rows }: { rows: OrderRow[] }) {
  return rows.map((row) => <List.Item key={row.key} extra={row.value} description={row.description}>{row.label}</List.Item>);
}

/**
 * The one fill-in order body (docs/decisions/025): address (when the kind delivers), the goods lines by shop, what
 * the kind lets the buyer choose, invoice (where the kind allows), remark, the amounts, then the submit bar. Each kind's
 * route file configures it with a `FillInOrderConfig`; which call or mutation submits and where it leads is the
 * config's `submit`.
 */
export function FillInOrder({ config }: { config: FillInOrderConfig }) {
  const { sync, session } = useAppContext();
  const userId = useSession(session).userId ?? '';
  const navigate = useNavigate();
  const online = useOnline();
  const { addresses, invoices } = useAddressBook(sync, userId);
  const [addressId, setAddressId] = useState('');
  const [invoiceId, setInvoiceId] = useState('');
  const [remark, setRemark] = useState('');
  const [popup, setPopup] = useState<'' | 'address' | 'invoice'>('');
  const [busy, setBusy] = useState(false);
  const address = addresses.find((a) => a.addressId === addressId) ?? addresses.find((a) => a.isDefault) ?? addresses[0];
  const invoice = invoices.find((i) => i.invoiceId === invoiceId);
  const { delivery, remark: remarkTexts, bar } = config;

  async function submit() {
    if (config.blocked) return toast(config.blocked);
    if (delivery && !address) return toast(delivery.required);
    setBusy(true);
    try {
      await config.submit({ addressId: delivery ? address?.addressId ?? '' : '', invoiceId: invoice?.invoiceId, remark: remark.trim() });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={`page play-order ${config.className ?? ''}`.trim()}>
      <NavBar onBack={() => goBack()}>{config.title}</NavBar>
      {!online && <OfflineNotice />}
      {config.banner}
      {delivery && <ChosenAddress address={address} emptyText={delivery.emptyText} onOpen={() => setPopup('address')} />}
      {config.groups.length === 0 && config.noLines}
      {config.groups.map((group) => (
        <section key={group.key} className="play-order__shop" data-testid={group.testId}>
          <header className="play-order__shop-name">{group.header}</header>
          {group.lines.map((line) => <OrderLine key={line.skuId ?? line.goodsId} img={line.goodsImg} name={line.goodsName} spec={line.specText} price={line.price} num={line.num} />)}
          {group.rows?.map((row) => <div key={row.key} className="play-order__row"><span>{row.label}</span>{row.value}</div>)}
        </section>
      ))}
      {config.afterLines}
      <List>
        <Rows rows={config.choices ?? []} />
        {config.invoice && (
          <List.Item arrow onClick={() => setPopup('invoice')}
            extra={invoice ? `${INVOICE_TYPE_LABELS[invoice.invoiceType]} ${invoice.title}` : CHECKOUT_TEXTS.playOrder.noInvoice}>
            {CHECKOUT_TEXTS.playOrder.invoice}
          </List.Item>
        )}
        {remarkTexts && (
          <List.Item title={remarkTexts.label}>
            <Input placeholder={remarkTexts.placeholder} value={remark} maxLength={100} onChange={setRemark} aria-label={remarkTexts.label} />
          </List.Item>
        )}
        {config.coupons && <CouponRow choice={config.coupons} />}
        <Rows rows={config.amounts} />
      </List>
      {config.notes}
      <footer className="play-order__bar">
        {bar.total}
        <Button color="primary" loading={busy} disabled={bar.disabled || busy} onClick={() => void submit()}>{bar.submitText}</Button>
      </footer>
      {delivery && (
        <AddressPopup visible={popup === 'address'} items={addresses} chosen={address?.addressId ?? ''} onClose={() => setPopup('')}
          onChoose={(id) => { setAddressId(id); setPopup(''); }} onAdd={() => void navigate({ to: PATHS.receiptAddrAdd, search: { addressId: '' } })} />
      )}
      {config.invoice && (
        <InvoicePopup visible={popup === 'invoice'} items={invoices} chosen={invoiceId} onClose={() => setPopup('')}
          onChoose={(id) => { setInvoiceId(id); setPopup(''); }} onAdd={() => void navigate({ to: PATHS.addInvoice, search: { invoiceId: '', invoiceType: '' } })} />
      )}
    </div>
  );
}

/** A fill-in order that cannot show yet: its goods are still loading, or were never read on this device. */
export function FillInOrderPlaceholder({ title, loading, emptyText }: { title: string; loading: boolean; emptyText: string }) {
  return <div className="page"><NavBar onBack={() => goBack()}>{title}</NavBar>{loading ? <LoadingState /> : <EmptyState title={emptyText} />}</div>;
}
