import type { z } from 'zod';
import { ListEntryRecordSchema } from './list-entry';
import { ShopRecordSchema } from './shop';
import { ShopGoodsRecordSchema } from './shop-goods';
import { ShopAfterSalesRecordSchema, ShopOrderRecordSchema } from './shop-orders';
import { LiveMessageRecordSchema } from './live-message';
import { CouponRecordSchema } from './coupon';

/** Every kind the `records` collection holds, with the schema its `data` passes when written and read (docs/decisions/003). */
export const RECORD_SCHEMAS = {
  shop: ShopRecordSchema,
  'mark.collect': ListEntryRecordSchema,
  'mark.focus': ListEntryRecordSchema,
  'mark.browse': ListEntryRecordSchema,
  'mark.buy': ListEntryRecordSchema,
  'shop.goods': ShopGoodsRecordSchema,
  'shop.order': ShopOrderRecordSchema,
  'shop.afterSales': ShopAfterSalesRecordSchema,
  'live.message': LiveMessageRecordSchema,
  coupon: CouponRecordSchema,
} satisfies Record<string, z.ZodType<Record<string, unknown>>>;

export type RecordKind = keyof typeof RECORD_SCHEMAS;
export type RecordData<K extends RecordKind> = z.output<(typeof RECORD_SCHEMAS)[K]>;
export const RECORD_KINDS = Object.keys(RECORD_SCHEMAS) as RecordKind[];
