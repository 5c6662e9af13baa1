// shop host, company role: the administrator's home, users and shops (spec §2 company_manage manage, users, banuser,
// userinfo, usersedit, shop/shops, ban_shops, shops_edit; spec §7 Company management: block, unblock, delete).
// Paths are ours (docs/decisions/006).
import { z } from 'zod';
import { isLandline, isMobile } from '../../domain/validators';
import { defineCall } from '../define-call';
import { afterField, idField, noteField, pageFields, pageOf } from '../fields';

const USERS = '/api/company/users';
const SHOPS = '/api/company/shops';

export const USER_STATES = ['normal', 'banned', 'deleted'] as const;
export type UserState = (typeof USER_STATES)[number];
export const SHOP_STATES = ['normal', 'banned', 'deleted'] as const;
export type ShopState = (typeof SHOP_STATES)[number];
/** 0 保密, 1 男, 2 女 (the seed's values). */
export const GENDERS = [0, 1, 2] as const;

const keywordField = z.string({ error: '搜索内容格式不正确' }).trim().max(30, '搜索内容不能超过30个字').default('');
const reasonField = noteField('原因', 100);

export const CompanyUserSchema = z.object({
  userId: z.string(),
  usersNo: z.string(),
  /** Masked in the middle (spec §5); search takes the whole number. */
  phone: z.string(),
  name: z.string(),
  logo: z.string(),
  gender: z.number().int(),
  state: z.enum(USER_STATES),
  banReason: z.string(),
  shopId: z.string().nullable(),
  isAdmin: z.boolean(),
  createdAt: z.number().int(),
  deletedAt: z.number().int().nullable(),
});
export type CompanyUser = z.infer<typeof CompanyUserSchema>;

export const CompanyUserDetailSchema = CompanyUserSchema.extend({
  shopName: z.string(),
  orderCount: z.number().int(),
  /** Fen paid for orders, less refunds. */
  paidTotal: z.number().int(),
});
export type CompanyUserDetail = z.infer<typeof CompanyUserDetailSchema>;

export const CompanyShopSchema = z.object({
  shopId: z.string(),
  shopNo: z.string(),
  name: z.string(),
  logo: z.string(),
  phone: z.string(),
  address: z.string(),
  locationName: z.string(),
  ownerUserId: z.string().nullable(),
  ownerName: z.string(),
  state: z.enum(SHOP_STATES),
  banReason: z.string(),
  onShelfCount: z.number().int(),
  updatedAt: z.number().int(),
});
export type CompanyShop = z.infer<typeof CompanyShopSchema>;

/** Today is the China day (UTC+8); money is fen. */
export const companyHome = defineCall({
  name: 'shop.companyHome', host: 'shop', method: 'GET', path: '/api/company/home/overview', encoding: 'query', role: 'company', mutating: false,
  request: z.object({}),
  response: z.object({
    todayOrders: z.number().int(),
    todayTurnover: z.number().int(),
    newUsers: z.number().int(),
    newShops: z.number().int(),
    pendingApplications: z.number().int(),
    pendingWithdrawals: z.number().int(),
  }),
});

export const companyUsers = defineCall({
  name: 'shop.companyUsers', host: 'shop', method: 'GET', path: `${USERS}/list`, encoding: 'query', role: 'company', mutating: false,
  request: z.object({
    ...pageFields,
    /** A whole phone number, a user number or part of a name. */
    keyword: keywordField,
    state: z.union([z.enum(USER_STATES), z.literal('')], { error: '用户状态不正确' }).default(''),
    /** The last row of the page before, `<createdAt>_<userId>` (keyset paging, decision 032). */
    after: afterField,
  }),
  response: pageOf(CompanyUserSchema),
});

export const companyUserInfo = defineCall({
  name: 'shop.companyUserInfo', host: 'shop', method: 'GET', path: `${USERS}/info`, encoding: 'query', role: 'company', mutating: false,
  request: z.object({ userId: idField('用户编号') }),
  response: CompanyUserDetailSchema,
});

export const userNameField = z.string({ error: '请填写用户名' }).trim().min(1, '请填写用户名').max(20, '用户名不能超过20个字');

export const companyUserEdit = defineCall({
  name: 'shop.companyUserEdit', host: 'shop', method: 'POST', path: `${USERS}/edit`, encoding: 'json', role: 'company', mutating: true,
  request: z.object({
    userId: idField('用户编号'),
    name: userNameField,
    gender: z.union([z.literal(GENDERS[0]), z.literal(GENDERS[1]), z.literal(GENDERS[2])], { error: '请选择性别' }),
  }),
  response: CompanyUserSchema,
});

/** Ban (banned true) or unban, each with a reason the log keeps; a ban's reason is what the user is told. */
export const companyUserBan = defineCall({
  name: 'shop.companyUserBan', host: 'shop', method: 'POST', path: `${USERS}/ban`, encoding: 'json', role: 'company', mutating: true,
  request: z.object({ userId: idField('用户编号'), banned: z.boolean({ error: '请选择封禁或解封' }), reason: reasonField }),
  response: CompanyUserSchema,
});

/** A soft delete: the account cannot log in again; its orders and ledger rows stay. */
export const companyUserDelete = defineCall({
  name: 'shop.companyUserDelete', host: 'shop', method: 'POST', path: `${USERS}/delete`, encoding: 'json', role: 'company', mutating: true,
  request: z.object({ userId: idField('用户编号'), reason: reasonField }),
  response: CompanyUserSchema,
});

export const companyShops = defineCall({
  name: 'shop.companyShops', host: 'shop', method: 'GET', path: `${SHOPS}/list`, encoding: 'query', role: 'company', mutating: false,
  request: z.object({
    ...pageFields,
    /** Part of the shop's name, or its shop number. */
    keyword: keywordField,
    state: z.union([z.enum(SHOP_STATES), z.literal('')], { error: '店铺状态不正确' }).default(''),
  }),
  response: pageOf(CompanyShopSchema),
});

export const companyShopInfo = defineCall({
  name: 'shop.companyShopInfo', host: 'shop', method: 'GET', path: `${SHOPS}/info`, encoding: 'query', role: 'company', mutating: false,
  request: z.object({ shopId: idField('店铺编号') }),
  response: CompanyShopSchema,
});

export const shopPhoneField = z.string({ error: '请填写联系电话' }).trim()
  .refine((v) => isMobile(v) || isLandline(v), '联系电话格式不正确（手机号或区号-座机号）');

export const companyShopEdit = defineCall({
  name: 'shop.companyShopEdit', host: 'shop', method: 'POST', path: `${SHOPS}/edit`, encoding: 'json', role: 'company', mutating: true,
  request: z.object({
    shopId: idField('店铺编号'),
    name: z.string({ error: '请填写店铺名称' }).trim().min(2, '店铺名称至少2个字').max(20, '店铺名称不能超过20个字'),
    phone: shopPhoneField,
    address: noteField('店铺地址', 60),
  }),
  response: CompanyShopSchema,
});

/** A ban takes the shop's goods off sale and stops its shop token at once; the unban puts back exactly those goods. */
export const companyShopBan = defineCall({
  name: 'shop.companyShopBan', host: 'shop', method: 'POST', path: `${SHOPS}/ban`, encoding: 'json', role: 'company', mutating: true,
  request: z.object({ shopId: idField('店铺编号'), banned: z.boolean({ error: '请选择封禁或解封' }), reason: reasonField }),
  response: CompanyShopSchema,
});

/**
 * Deletes a shop for good (issue 34): refused while its orders are open or money is left in it, the refusal saying all
 * that is left (店铺还有2笔订单未完成、余额¥12.30，请处理后再删除); else its goods come off sale, its shop logins end, and it
 * stays listed as 已删除 with its orders and ledger rows.
 */
export const companyShopDelete = defineCall({
  name: 'shop.companyShopDelete', host: 'shop', method: 'POST', path: `${SHOPS}/delete`, encoding: 'json', role: 'company', mutating: true,
  request: z.object({ shopId: idField('店铺编号'), reason: reasonField }),
  response: CompanyShopSchema,
});
