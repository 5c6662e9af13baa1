// Spell auctions (拼拍, docs/decisions/014): spec §7 Home and search spellauctiongoods (the spec's own path) lists the
// goods; the spell goods info, order creation and the buyer's spell order list and detail sit beside it under
// /api/spellauction/spell/ (ours, docs/decisions/006 "Spell goods").
import { z } from 'zod';
import { SPELL_ENTRY_STATUSES, SPELL_ROUND_STATUSES, SPELL_TABS } from '../../domain/spell';
import { clientIdField } from '../account/address';
import { defineCall } from '../define-call';
import { OrderStatusSchema } from '../entities/statuses';
import { pageFields, pageOf } from '../fields';

const BASE = '/api/spellauction/spell';

/** The live-channel room of a spell goods' rounds (seat paid, drawn, expired): the detail reads the facts again on each. */
export const spellRoomOf = (goodsId: string) => `spell:${goodsId}`;
const goodsIdField = clientIdField('商品编号');

export const SpellEntryStatusSchema = z.enum(SPELL_ENTRY_STATUSES);
export const SpellRoundStatusSchema = z.enum(SPELL_ROUND_STATUSES);

export const SpellGoodsCardSchema = z.object({
  goodsId: z.string(),
  goodsName: z.string(),
  goodsImg: z.string(),
  salePrice: z.number().int(),
  spellPrice: z.number().int(),
  spellSize: z.number().int(),
  /** Paid seats of the goods' open round (0 when none is open). */
  seatsPaid: z.number().int(),
  /** When the open round expires; 0 when none is open. */
  endsAt: z.number().int(),
  shopId: z.string(),
  shopName: z.string(),
});
export type SpellGoodsCard = z.infer<typeof SpellGoodsCardSchema>;

export const spellAuctionGoods = defineCall({
  name: 'search.spellAuctionGoods', host: 'search', method: 'GET', path: '/api/homesearch/home/spellauctiongoods', encoding: 'query', role: 'visitor', mutating: false,
  request: z.object(pageFields),
  response: pageOf(SpellGoodsCardSchema),
});

/** A seat of a round as everyone sees it: the buyer's name masked (spec §5). */
export const SpellSeatSchema = z.object({ seatNo: z.number().int(), userName: z.string(), paidAt: z.number().int() });

export const SpellDrawSchema = z.object({
  roundId: z.string(),
  size: z.number().int(),
  drawnAt: z.number().int(),
  winnerName: z.string(),
  winnerSeat: z.number().int(),
});

export const spellGoodsInfo = defineCall({
  name: 'goods.spellGoodsInfo', host: 'goods', method: 'GET', path: `${BASE}/spellgoodsinfo`, encoding: 'query', role: 'visitor', mutating: false,
  request: z.object({ goodsId: goodsIdField }),
  response: z.object({
    goodsId: z.string(),
    spellPrice: z.number().int(),
    spellSize: z.number().int(),
    reward: z.number().int(),
    stock: z.number().int(),
    onShelf: z.boolean(),
    round: z.object({ roundId: z.string(), size: z.number().int(), seatsPaid: z.number().int(), endsAt: z.number().int(), seats: z.array(SpellSeatSchema) }).nullable(),
    lastDraws: z.array(SpellDrawSchema),
  }),
});

export const spellCreateOrder = defineCall({
  name: 'order.spellCreateOrder', host: 'order', method: 'POST', path: `${BASE}/createspellorder`, encoding: 'json', role: 'user', mutating: true,
  request: z.object({
    goodsId: goodsIdField,
    addressId: clientIdField('地址编号'),
    remark: z.string({ error: '备注格式不正确' }).trim().max(100, '备注不能超过100个字').default(''),
  }),
  response: z.object({ entryId: z.string(), orderId: z.string(), total: z.number().int(), payDeadline: z.number().int() }),
});

export const SpellOrderSchema = z.object({
  entryId: z.string(),
  orderId: z.string(),
  goodsId: z.string(),
  goodsName: z.string(),
  goodsImg: z.string(),
  shopName: z.string(),
  price: z.number().int(),
  /** What the order costs: the spell price plus the express fee. */
  total: z.number().int(),
  status: SpellEntryStatusSchema,
  orderStatus: OrderStatusSchema,
  roundId: z.string(),
  seatNo: z.number().int(),
  size: z.number().int(),
  seatsPaid: z.number().int(),
  endsAt: z.number().int(),
  refunded: z.number().int(),
  reward: z.number().int(),
  payDeadline: z.number().int(),
  createdAt: z.number().int(),
});
export type SpellOrder = z.infer<typeof SpellOrderSchema>;

export const spellOrderList = defineCall({
  name: 'order.spellOrderList', host: 'order', method: 'GET', path: `${BASE}/spellorderlist`, encoding: 'query', role: 'user', mutating: false,
  request: z.object({ tab: z.enum(SPELL_TABS, { error: '拼拍状态不正确' }).default(''), ...pageFields }),
  response: pageOf(SpellOrderSchema),
});

export const spellOrderDetail = defineCall({
  name: 'order.spellOrderDetail', host: 'order', method: 'GET', path: `${BASE}/spellorderdetail`, encoding: 'query', role: 'user', mutating: false,
  request: z.object({ entryId: clientIdField('拼拍编号') }),
  response: SpellOrderSchema.extend({
    address: z.object({ name: z.string(), phone: z.string(), regionName: z.string(), detail: z.string() }),
    expressCompany: z.string(),
    expressNo: z.string(),
    roundStatus: z.union([SpellRoundStatusSchema, z.literal('')]),
    /** The draw as recorded, so the buyer can recompute it (docs/decisions/014). */
    draw: z.object({
      seed: z.string(),
      digest: z.string(),
      winnerSeat: z.number().int(),
      drawnAt: z.number().int(),
      seats: z.array(z.object({ seatNo: z.number().int(), entryId: z.string(), userName: z.string() })),
    }).nullable(),
  }),
});
