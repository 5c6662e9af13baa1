// Spell auctions (拼拍, docs/decisions/014; src/contract/kinds/spell.ts): goods list and info, the buyer's spell orders.
import { spellAuctionGoods, spellCreateOrder, spellGoodsInfo, spellOrderDetail, spellOrderList } from '../../../../src/contract/kinds/spell';
import { bind, type Binding } from '../../../http/bind-call';
import { spellGoodsInfoOf, spellGoodsPage } from './goods';
import { createSpellOrder, listSpellOrders, spellOrderDetail as detailOf } from './orders';

export { seatPaidSpellOrders, runSpellExpireJob, SPELL_EXPIRE_JOB } from './rounds';

export const spellBindings: Binding[] = [
  bind(spellAuctionGoods, async ({ input, db }) => spellGoodsPage(db, input)),
  bind(spellGoodsInfo, async ({ input, db }) => spellGoodsInfoOf(db, input.goodsId)),
  bind(spellCreateOrder, async ({ input, auth, db, deps }) => createSpellOrder(db, auth.userId!, input, deps.now())),
  bind(spellOrderList, async ({ input, auth, db }) => listSpellOrders(db, auth.userId!, input)),
  bind(spellOrderDetail, async ({ input, auth, db }) => detailOf(db, auth.userId!, input.entryId)),
];
