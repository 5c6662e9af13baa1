/** Ours: the invoice kinds offered (spec §2 invoice_type_list shows a list but not its entries). */
export const INVOICE_TYPES = ['E_NORMAL', 'PAPER_NORMAL', 'VAT_SPECIAL'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
export const INVOICE_TITLE_TYPES = ['PERSONAL', 'COMPANY'] as const;
export type InvoiceTitleType = (typeof INVOICE_TITLE_TYPES)[number];

const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character of an 18-character unified social credit code (GB 32100-2015), from its first 17. */
export function computeCreditCodeCheckChar(first17: string): string | null {
  if (first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const value = CREDIT_CODE_CHARS.indexOf(first17.charAt(i));
    if (value < 0) return null;
    sum += value * CREDIT_CODE_WEIGHTS[i]!;
  }
  return CREDIT_CODE_CHARS.charAt((31 - (sum % 31)) % 31);
}

/** A company tax number: the 18-character unified social credit code with a valid check character. */
export function isTaxNo(value: unknown): boolean {
  if (typeof value !== 'string' || !/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(value)) return false;
  return computeCreditCodeCheckChar(value.slice(0, 17)) === value.charAt(17);
}

/** A VAT special invoice is issued to companies only. */
export function isInvoiceTypeAllowed(invoiceType: string, titleType: string): boolean {
  return invoiceType !== 'VAT_SPECIAL' || titleType === 'COMPANY';
}
