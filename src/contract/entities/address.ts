import { z } from 'zod';
import { INVOICE_TITLE_TYPES, INVOICE_TYPES } from '../../domain/invoice';

export const RegionSchema = z.object({ code: z.string(), name: z.string(), level: z.number().int() });
export type Region = z.infer<typeof RegionSchema>;

/** A receipt address; regionName is 省 市 区 as the picker chose them. */
export const AddressSchema = z.object({
  addressId: z.string(),
  name: z.string(),
  phone: z.string(),
  provinceCode: z.string(),
  cityCode: z.string(),
  districtCode: z.string(),
  regionName: z.string(),
  detail: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof AddressSchema>;

export const InvoiceSchema = z.object({
  invoiceId: z.string(),
  invoiceType: z.enum(INVOICE_TYPES),
  titleType: z.enum(INVOICE_TITLE_TYPES),
  title: z.string(),
  taxNo: z.string(),
  email: z.string(),
  isDefault: z.boolean(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;
