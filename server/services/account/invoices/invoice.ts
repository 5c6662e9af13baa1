import { invoiceAdd, invoiceDelete, invoiceList, invoiceModify } from '../../../../src/contract/account/invoice';
import { pullInvoices } from '../../../../src/contract/platform/pull';
import { bind, type Binding } from '../../../http/bind-call';
import { settledPage } from '../../platform/sync/pull-page';
import { addInvoice, deleteInvoice, listInvoices, modifyInvoice, pullInvoicePage } from './invoice-repository';

export const invoiceBindings: Binding[] = [
  bind(invoiceList, async ({ auth, db }) => listInvoices(db, auth.userId!)),
  bind(invoiceAdd, async ({ input, auth, db, deps }) => {
    await addInvoice(db, auth.userId!, input, deps.now());
    return listInvoices(db, auth.userId!);
  }),
  bind(invoiceModify, async ({ input, auth, db, deps }) => {
    await modifyInvoice(db, auth.userId!, input, deps.now());
    return listInvoices(db, auth.userId!);
  }),
  bind(invoiceDelete, async ({ input, auth, db, deps }) => {
    await deleteInvoice(db, auth.userId!, input.invoiceId, deps.now());
    return listInvoices(db, auth.userId!);
  }),
  bind(pullInvoices, async ({ input, auth, db, deps }) => {
    const now = deps.now();
    return settledPage(await pullInvoicePage(db, auth.userId!, input, input.limit), (i) => i.invoiceId, input.limit, now);
  }),
];
