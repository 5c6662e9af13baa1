import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, NavBar, Tag } from 'antd-mobile';
import { INVOICE_TITLE_TYPE_LABELS, INVOICE_TYPE_LABELS } from '../../../../domain/messages';
import { EmptyState, LoadingState, OfflineNotice } from '../../../../ui/components/page-state';
import { confirmDialog, toast } from '../../../../ui/feedback';
import { useOnline } from '../../../../ui/hooks/use-online';
import { useSession } from '../../../../ui/hooks/use-session';
import { CHECKOUT_TEXTS } from '../../../../ui/checkout-texts';
import { useAddressBook } from '../../../checkout-hooks';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { goBack } from '../../../go-back';

const T = CHECKOUT_TEXTS.invoice;

function InvoiceScreen() {
  const { sync, session } = useAppContext();
  const userId = useSession(session).userId ?? '';
  const navigate = useNavigate();
  const online = useOnline();
  const { invoices, loading } = useAddressBook(sync, userId);

  async function remove(invoiceId: string) {
    if (!(await confirmDialog(T.deleteConfirm))) return;
    const result = await sync.mutate('invoice.delete', { invoiceId });
    if (!result.ok) toast(result.msg);
  }

  return (
    <div className="page invoice">
      <NavBar onBack={() => goBack()} right={<a onClick={() => void navigate({ to: PATHS.invoiceTypeList })}>{T.typeInfo}</a>}>{T.title}</NavBar>
      {!online && <OfflineNotice />}
      {loading && invoices.length === 0 && <LoadingState />}
      {!loading && invoices.length === 0 && <EmptyState title={T.empty} />}
      {invoices.map((i) => (
        <section key={i.invoiceId} className="address-card" data-testid="invoice-card">
          <div className="address-card__head">
            <strong>{i.title}</strong>
            <Tag fill="outline">{INVOICE_TITLE_TYPE_LABELS[i.titleType]}</Tag>
            {i.isDefault && <Tag color="primary">{CHECKOUT_TEXTS.address.isDefault}</Tag>}
            {i.pending && <Tag color="warning" fill="outline">{CHECKOUT_TEXTS.address.pending}</Tag>}
          </div>
          <div className="address-card__text">{INVOICE_TYPE_LABELS[i.invoiceType]}{i.taxNo && ` · ${T.taxNo} ${i.taxNo}`}{i.email && ` · ${i.email}`}</div>
          <div className="address-card__actions">
            <Button size="mini" fill="none" onClick={() => void navigate({ to: PATHS.addInvoice, search: { invoiceId: i.invoiceId, invoiceType: '' } })}>{CHECKOUT_TEXTS.address.edit}</Button>
            <Button size="mini" fill="none" onClick={() => void remove(i.invoiceId)}>{CHECKOUT_TEXTS.address.delete}</Button>
          </div>
        </section>
      ))}
      <div className="page-actions">
        <Button block color="primary" onClick={() => void navigate({ to: PATHS.addInvoice, search: { invoiceId: '', invoiceType: '' } })}>{T.add}</Button>
      </div>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.invoice}` as const)({ component: InvoiceScreen });
