import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { List, NavBar } from 'antd-mobile';
import { INVOICE_TYPES } from '../../../../domain/invoice';
import { INVOICE_TYPE_LABELS } from '../../../../domain/messages';
import { CHECKOUT_TEXTS } from '../../../../ui/checkout-texts';
import { PATHS } from '../../../paths';
import { goBack } from '../../../go-back';

const T = CHECKOUT_TEXTS.invoice;

/** The invoice kinds offered; choosing one starts a new title of that kind. */
function InvoiceTypeListScreen() {
  const navigate = useNavigate();
  return (
    <div className="page invoice-types">
      <NavBar onBack={() => goBack()}>{T.typeListTitle}</NavBar>
      <List>
        {INVOICE_TYPES.map((type) => (
          <List.Item key={type} arrow description={T.typeNotes[type]}
            onClick={() => void navigate({ to: PATHS.addInvoice, search: { invoiceId: '', invoiceType: type }, replace: true })}>
            {INVOICE_TYPE_LABELS[type]}
          </List.Item>
        ))}
      </List>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.invoiceTypeList}` as const)({ component: InvoiceTypeListScreen });
