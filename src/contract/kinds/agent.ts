// Agent goods (issue 17; spec §7 goodsagent agent/addgoodsagent, selusersagentgoods, updgoodsagent, checkuseragent,
// mode/shelvespayagent, and groupbuy home/selshopagentgoods): a shop opens a goods to agents with a commission rate;
// a user becomes its agent and shares a link; a buy-now order through the link pays the agent at settlement
// (docs/decisions/006 "Agent goods").
import { z } from 'zod';
import { defineCall } from '../define-call';
import { idField, pageFields, pageOf, wholeNumber } from '../fields';

const AGENT = '/api/goodsagent/agent';
/** The highest commission a shop may offer: 30% of what the buyer keeps. */
export const AGENT_RATE_MAX_BP = 3000;

/** A goods open to agents, as a would-be agent sees it: the rate and what one item earns at today's price. */
export const AgentOfferSchema = z.object({
  goodsId: z.string(),
  goodsName: z.string(),
  goodsImg: z.string(),
  shopId: z.string(),
  shopName: z.string(),
  price: z.number().int(),
  rateBp: z.number().int(),
  commissionEach: z.number().int(),
  agents: z.number().int(),
});
export type AgentOffer = z.infer<typeof AgentOfferSchema>;

export const AgentStatusSchema = z.enum(['ACTIVE', 'PAUSED']);

/** One goods the caller sells on: its offer, the caller's status, and what its link has sold and earned. */
export const AgentGoodsSchema = AgentOfferSchema.extend({
  status: AgentStatusSchema,
  open: z.boolean(),
  orders: z.number().int(),
  /** Paid to the agent's balance at settlement (fen). */
  earned: z.number().int(),
  /** Expected from paid orders not settled yet, at their agreed rates (fen). */
  pending: z.number().int(),
  since: z.number().int(),
});
export type AgentGoods = z.infer<typeof AgentGoodsSchema>;

const goodsIdFields = { goodsId: idField('商品编号') };

export const selShopAgentGoods = defineCall({
  name: 'goods.selShopAgentGoods', host: 'goods', method: 'GET', path: '/api/groupbuy/home/selshopagentgoods', encoding: 'query', role: 'visitor', mutating: false,
  request: z.object(pageFields),
  response: pageOf(AgentOfferSchema),
});

export const addGoodsAgent = defineCall({
  name: 'goods.addGoodsAgent', host: 'goods', method: 'POST', path: `${AGENT}/addgoodsagent`, encoding: 'json', role: 'user', mutating: true,
  request: z.object(goodsIdFields),
  response: AgentGoodsSchema,
});

export const updGoodsAgent = defineCall({
  name: 'goods.updGoodsAgent', host: 'goods', method: 'POST', path: `${AGENT}/updgoodsagent`, encoding: 'json', role: 'user', mutating: true,
  request: z.object({ ...goodsIdFields, status: z.enum(['ACTIVE', 'PAUSED'], { error: '代理状态不正确' }) }),
  response: AgentGoodsSchema,
});

export const checkUserAgent = defineCall({
  name: 'goods.checkUserAgent', host: 'goods', method: 'GET', path: `${AGENT}/checkuseragent`, encoding: 'query', role: 'user', mutating: false,
  request: z.object(goodsIdFields),
  response: z.object({ offer: AgentOfferSchema.nullable(), agent: AgentGoodsSchema.nullable() }),
});

export const selUsersAgentGoods = defineCall({
  name: 'goods.selUsersAgentGoods', host: 'goods', method: 'GET', path: `${AGENT}/selusersagentgoods`, encoding: 'query', role: 'user', mutating: false,
  request: z.object(pageFields),
  response: pageOf(AgentGoodsSchema),
});

export const shelvesPayAgent = defineCall({
  name: 'shop.shelvesPayAgent', host: 'shop', method: 'POST', path: '/api/goodsagent/mode/shelvespayagent', encoding: 'json', role: 'shop', mutating: true,
  request: z.object({
    ...goodsIdFields,
    rateBp: wholeNumber('佣金比例必须是数字', '佣金比例必须是整数').pipe(z.number().min(1, '佣金比例至少为0.01%').max(AGENT_RATE_MAX_BP, '佣金比例不能超过30%')),
    open: z.boolean({ error: '代理开关不正确' }),
  }),
  response: z.object({ goodsId: z.string(), rateBp: z.number().int(), open: z.boolean() }),
});

/** Ours: the shop's own offers to agents, so its goods list shows and edits them (the spec names no read call). */
export const shopAgentModes = defineCall({
  name: 'shop.shopAgentModes', host: 'shop', method: 'GET', path: '/api/goodsagent/mode/shopagentmodes', encoding: 'query', role: 'shop', mutating: false,
  request: z.object({}),
  response: z.object({ list: z.array(z.object({ goodsId: z.string(), rateBp: z.number().int(), open: z.boolean(), agents: z.number().int() })) }),
});
