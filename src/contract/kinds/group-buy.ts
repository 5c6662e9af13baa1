// Group buy (issue 16; spec §7 "Group buy and ownership": /api/eightgroup/group/groupgoodsinfo, groupgoodshisinfo and
// /api/groupbuy/buy/top3goods are the spec's paths; groupinfo, opengroup and joingroup sit beside them, ours:
// docs/decisions/006 "Group buy (issue 16)"). Goods host for the reads, order host for opening and joining.
import { z } from 'zod';
import { clientIdField } from '../account/address';
import { defineCall } from '../define-call';
import { OrderStatusSchema } from '../entities/statuses';
import { pageFields, pageOf } from '../fields';

const BASE = '/api/eightgroup/group';

export const GROUP_STATUSES = ['OPEN', 'FORMED', 'FAILED'] as const;
export const SEAT_STATUSES = ['HELD', 'PAID', 'RELEASED', 'REFUNDED'] as const;

/** A member as others see them: a masked name and an avatar; only real buyers, never invented ones. */
export const GroupMemberSchema = z.object({
  name: z.string(),
  avatar: z.string(),
  leader: z.boolean(),
  paid: z.boolean(),
});
export type GroupMember = z.infer<typeof GroupMemberSchema>;

export const GroupSchema = z.object({
  groupId: z.string(),
  goodsId: z.string(),
  goodsName: z.string(),
  goodsImg: z.string(),
  /** The goods' ordinary price, for comparison. */
  salePrice: z.number().int(),
  unitPrice: z.number().int(),
  size: z.number().int(),
  /** Held (being paid) and paid seats. */
  seatsTaken: z.number().int(),
  paidCount: z.number().int(),
  status: z.enum(GROUP_STATUSES),
  deadline: z.number().int(),
  createdAt: z.number().int(),
  members: z.array(GroupMemberSchema),
});
export type Group = z.infer<typeof GroupSchema>;

/** The caller's own seat in a group. */
export const MySeatSchema = z.object({
  orderId: z.string(),
  seatStatus: z.enum(SEAT_STATUSES),
  orderStatus: OrderStatusSchema,
  total: z.number().int(),
  refunded: z.number().int(),
  payDeadline: z.number().int(),
  cancelReason: z.string(),
});
export type MySeat = z.infer<typeof MySeatSchema>;

/** Host time of the answer: time left is counted from it, never from the device's clock. */
const hostNow = { now: z.number().int() };

/** A group goods' group facts and its open groups that still have a free seat, closest to forming first. */
export const groupGoodsInfo = defineCall({
  name: 'goods.groupGoodsInfo', host: 'goods', method: 'GET', path: `${BASE}/groupgoodsinfo`, encoding: 'query', role: 'visitor', mutating: false,
  request: z.object({ goodsId: clientIdField('商品编号') }),
  response: z.object({
    goodsId: z.string(), groupPrice: z.number().int(), groupSize: z.number().int(), endsAt: z.number().int(),
    /** How long a new group stays open (capped by endsAt). */
    windowMs: z.number().int(),
    groups: z.array(GroupSchema), ...hostNow,
  }),
});

/** One group (the share page): anyone may look; a logged-in caller also gets their own seat, if any. */
export const groupInfo = defineCall({
  name: 'goods.groupInfo', host: 'goods', method: 'GET', path: `${BASE}/groupinfo`, encoding: 'query', role: 'visitor', mutating: false,
  request: z.object({ groupId: clientIdField('拼团编号') }),
  response: z.object({ group: GroupSchema, mine: MySeatSchema.nullable(), ...hostNow }),
});

/** The caller's groups (我的拼团), newest first, each with their own seat. */
export const groupHisInfo = defineCall({
  name: 'goods.groupHisInfo', host: 'goods', method: 'GET', path: `${BASE}/groupgoodshisinfo`, encoding: 'query', role: 'user', mutating: false,
  request: z.object({ ...pageFields }),
  response: z.object({ total: z.number().int(), list: z.array(z.object({ group: GroupSchema, mine: MySeatSchema })), ...hostNow }),
});

/** The group-buy tab's head: the three group goods with the most people waiting, each with up to three open groups. */
export const groupTop3Goods = defineCall({
  name: 'goods.groupTop3Goods', host: 'goods', method: 'GET', path: '/api/groupbuy/buy/top3goods', encoding: 'query', role: 'visitor', mutating: false,
  request: z.object({}),
  response: z.object({
    list: z.array(z.object({ goodsId: z.string(), goodsName: z.string(), goodsImg: z.string(), groupPrice: z.number().int(), groups: z.array(GroupSchema) })),
    ...hostNow,
  }),
});

const seatRequest = {
  addressId: clientIdField('收货地址'),
  remark: z.string({ error: '备注格式不正确' }).trim().max(100, '备注不能超过100个字').default(''),
};
const SeatTakenSchema = z.object({ groupId: z.string(), orderId: z.string(), total: z.number().int(), payDeadline: z.number().int() });

/** 开团: a new group on a group goods, the caller's seat held and an order at the group price to pay. */
export const openGroup = defineCall({
  name: 'order.openGroup', host: 'order', method: 'POST', path: `${BASE}/opengroup`, encoding: 'json', role: 'user', mutating: true,
  request: z.object({ goodsId: clientIdField('商品编号'), ...seatRequest }),
  response: SeatTakenSchema,
});

/** 参团: a seat in an open group taken atomically (refused when full or ended) and an order at the group price. */
export const joinGroup = defineCall({
  name: 'order.joinGroup', host: 'order', method: 'POST', path: `${BASE}/joingroup`, encoding: 'json', role: 'user', mutating: true,
  request: z.object({ groupId: clientIdField('拼团编号'), ...seatRequest }),
  response: SeatTakenSchema,
});

export const GROUP_GOODS_SORTS = ['default', 'sales', 'priceAsc', 'priceDesc', 'newest'] as const;

/** A group goods as the group-buy tab lists it: the group price and size, and how many groups are open now. */
export const GroupGoodsCardSchema = z.object({
  goodsId: z.string(), goodsName: z.string(), goodsImg: z.string(), shopId: z.string(), shopName: z.string(),
  salePrice: z.number().int(), groupPrice: z.number().int(), groupSize: z.number().int(), sales: z.number().int(),
  stock: z.number().int(), openGroups: z.number().int(),
});
export type GroupGoodsCard = z.infer<typeof GroupGoodsCardSchema>;

/**
 * The group-buy tab's goods by parameter (spec §7 groupbuy home/selgoodslistbyparam): on-shelf group goods of unbanned
 * shops, a class (a goods' own or its parent's), a keyword in the name, one of the sorts (default: most open groups,
 * then best sellers).
 */
export const groupGoodsByParam = defineCall({
  name: 'goods.groupGoodsByParam', host: 'goods', method: 'GET', path: '/api/groupbuy/home/selgoodslistbyparam', encoding: 'query', role: 'visitor', mutating: false,
  request: z.object({
    classId: z.string({ error: '分类编号格式不正确' }).trim().max(40, '分类编号格式不正确').regex(/^[A-Za-z0-9_-]*$/, '分类编号格式不正确').default(''),
    // Absent or empty: no keyword. Only spaces or a BOM is a keyword with nothing in it (issue 34.11).
    keyword: z.string({ error: '请输入搜索内容' }).refine((raw) => raw === '' || raw.trim() !== '', '请输入搜索内容')
      .transform((raw) => raw.trim()).pipe(z.string().max(30, '搜索内容不能超过30字')).default(''),
    sort: z.enum(GROUP_GOODS_SORTS, { error: '排序方式不正确' }).default('default'),
    ...pageFields,
  }),
  response: z.object({ list: z.array(GroupGoodsCardSchema), total: z.number().int(), ...hostNow }),
});

/** An IP goods the caller bought (paid, not cancelled, not wholly refunded), one card per goods however many orders. */
export const MyIpGoodsSchema = z.object({
  goodsId: z.string(), goodsName: z.string(), goodsImg: z.string(), shopId: z.string(), shopName: z.string(),
  ipName: z.string(), license: z.string(),
  /** Pieces bought over all the caller's orders of it, and the last of those orders (查看订单). */
  num: z.number().int(), lastPaidAt: z.number().int(), lastOrderId: z.string(),
});
export type MyIpGoods = z.infer<typeof MyIpGoodsSchema>;

/**
 * The group-buy tab's 我的IP (spec §7 groupbuy home/selusersipgoods; its meaning is ours, docs/decisions/019): the IP
 * goods the caller owns by purchase, last bought first, with the IP name and licence they bought.
 */
export const myIpGoods = defineCall({
  name: 'goods.myIpGoods', host: 'goods', method: 'GET', path: '/api/groupbuy/home/selusersipgoods', encoding: 'query', role: 'user', mutating: false,
  request: z.object({ ...pageFields }),
  response: pageOf(MyIpGoodsSchema),
});
