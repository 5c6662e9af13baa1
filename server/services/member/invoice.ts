import { invoiceAdd, invoiceDelete, invoiceList, invoiceModify } from '../../../src/contract/invoice';
import { bind, type Binding } from '../../http/bind-call';
import { addInvoice, deleteInvoice, listInvoices, modifyInvoice } from './invoice-repository';

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
  bind(invoiceDelete, async ({ input, auth, db }) => {
    await deleteInvoice(db, auth.userId!, input.invoiceId);
    return listInvoices(db, auth.userId!);
  }),
];
