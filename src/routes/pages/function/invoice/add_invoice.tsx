import { useEffect, useState } from 'react';
import { createLazyRoute } from '@tanstack/react-router';
import { Button, Form, Input, NavBar, Radio, Space, Switch } from 'antd-mobile';
import { invoiceAdd } from '../../../../contract/account/invoice';
import { INVOICE_TITLE_TYPES, INVOICE_TYPES, type InvoiceTitleType, type InvoiceType } from '../../../../domain/invoice';
import { INVOICE_TITLE_TYPE_LABELS, INVOICE_TYPE_LABELS } from '../../../../domain/messages';
import { toast } from '../../../../ui/feedback';
import { newClientId } from '../../../../ui/hooks/use-entry-outcome';
import { useSession } from '../../../../ui/hooks/use-session';
import { CHECKOUT_TEXTS } from '../../../../ui/checkout-texts';
import { useAddressBook } from '../../../checkout-hooks';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { goBack } from '../../../go-back';

const T = CHECKOUT_TEXTS.invoice;

/** Personal or company title; the tax number is checked by the same rule as on the host (domain/invoice). */
function AddInvoiceScreen() {
  const { sync, session } = useAppContext();
  const userId = useSession(session).userId ?? '';
  const search = Route.useSearch();
  const { invoices } = useAddressBook(sync, userId);
  const editing = invoices.find((i) => i.invoiceId === search.invoiceId);
  const [invoiceType, setInvoiceType] = useState<InvoiceType>((INVOICE_TYPES as readonly string[]).includes(search.invoiceType) ? search.invoiceType as InvoiceType : 'E_NORMAL');
  const [titleType, setTitleType] = useState<InvoiceTitleType>('PERSONAL');
  const [fields, setFields] = useState({ title: '', taxNo: '', email: '', isDefault: false });

  useEffect(() => {
    if (!editing) return;
    setInvoiceType(editing.invoiceType);
    setTitleType(editing.titleType);
    setFields({ title: editing.title, taxNo: editing.taxNo, email: editing.email, isDefault: editing.isDefault });
  }, [editing?.invoiceId]); // eslint-disable-line react-hooks/exhaustive-deps

  async function save() {
    const checked = invoiceAdd.request.safeParse({ invoiceId: editing?.invoiceId ?? newClientId('i'), invoiceType, titleType, ...fields });
    if (!checked.success) return toast(checked.error.issues[0]!.message);
    const result = await sync.mutate(editing ? 'invoice.modify' : 'invoice.add', checked.data);
    if (!result.ok) return toast(result.msg);
    goBack();
  }

  const set = (key: keyof typeof fields) => (value: string | boolean) => setFields((f) => ({ ...f, [key]: value }));
  return (
    <div className="page invoice-form">
      <NavBar onBack={() => goBack()}>{editing ? T.editTitle : T.addTitle}</NavBar>
      <Form layout="vertical">
        <Form.Item label={T.type}>
          <Radio.Group value={invoiceType} onChange={(v) => setInvoiceType(v as InvoiceType)}>
            <Space wrap>{INVOICE_TYPES.map((t) => <Radio key={t} value={t}>{INVOICE_TYPE_LABELS[t]}</Radio>)}</Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item label={T.titleType}>
          <Radio.Group value={titleType} onChange={(v) => setTitleType(v as InvoiceTitleType)}>
            <Space>{INVOICE_TITLE_TYPES.map((t) => <Radio key={t} value={t}>{INVOICE_TITLE_TYPE_LABELS[t]}</Radio>)}</Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item label={T.titleLabel}><Input placeholder={T.titlePlaceholder} value={fields.title} onChange={set('title')} maxLength={50} aria-label={T.titleLabel} /></Form.Item>
        {titleType === 'COMPANY' && (
          <Form.Item label={T.taxNo}><Input placeholder={T.taxNoPlaceholder} value={fields.taxNo} onChange={(v) => set('taxNo')(v.toUpperCase())} maxLength={18} aria-label={T.taxNo} /></Form.Item>
        )}
        <Form.Item label={T.email}><Input placeholder={T.emailPlaceholder} value={fields.email} onChange={set('email')} type="email" aria-label={T.email} /></Form.Item>
        <Form.Item label={T.setDefault} layout="horizontal" childElementPosition="right"><Switch checked={fields.isDefault} onChange={set('isDefault')} /></Form.Item>
      </Form>
      <div className="page-actions"><Button block color="primary" onClick={() => void save()}>{CHECKOUT_TEXTS.address.save}</Button></div>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.addInvoice}` as const)({ component: AddInvoiceScreen });
