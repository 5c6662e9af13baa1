import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './core';
import { ms } from './time';

/**
 * An application to open a shop (spec §2 shop_manage/enter): PENDING until the company administrator approves it
 * (the shop is created and the applicant owns it) or refuses it with a reason. One open application per user.
 */
export const shopApplications = pgTable('shop_applications', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id),
  enterType: text('enter_type').notNull(),
  shopName: text('shop_name').notNull(),
  logo: text('logo').notNull(),
  classId: text('class_id').notNull(),
  contactName: text('contact_name').notNull(),
  contactPhone: text('contact_phone').notNull(),
  provinceCode: text('province_code').notNull(),
  cityCode: text('city_code').notNull(),
  districtCode: text('district_code').notNull(),
  regionName: text('region_name').notNull(),
  address: text('address').notNull(),
  licenceImages: jsonb('licence_images').$type<string[]>().notNull(),
  status: text('status').notNull(),
  reason: text('reason').notNull().default(''),
  shopId: text('shop_id'),
  decidedBy: text('decided_by'),
  createdAt: ms('created_at').notNull(),
  decidedAt: ms('decided_at'),
  updatedAt: ms('updated_at').notNull(),
}, (t) => [
  index('shop_applications_status_idx').on(t.status, t.createdAt),
  uniqueIndex('shop_applications_open_idx').on(t.userId).where(sql`${t.status} = 'PENDING'`),
]);
