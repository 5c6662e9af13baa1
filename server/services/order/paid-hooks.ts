import type { Db } from '../../db/open';
import { seatPaidSpellOrders } from '../spell/rounds';
import { onGroupOrdersPaid } from '../group-buy/lifecycle';
import { auctionOrdersPaid } from '../auction/close';
import { drawPaidBoxes } from '../blindbox/draw';
import { mintPaidCollectibles } from '../collectibles/mint';

/**
 * What a goods kind does when its orders are paid, in the paying transaction (a group buy seat counted, a spell
 * entry taken): `markPaid` calls every hook with the orders it just moved; a hook acts only on orders of its kind.
 * A new kind adds one line to ORDER_PAID_HOOKS.
 */
export type OrderPaidHook = (db: Db, orderIds: string[], now: number) => Promise<void>;

export const ORDER_PAID_HOOKS: OrderPaidHook[] = [
  seatPaidSpellOrders,
  onGroupOrdersPaid,
  (db, orderIds, now) => auctionOrdersPaid(db, orderIds, now),
  (db, orderIds, now) => drawPaidBoxes(db, orderIds, now),
  mintPaidCollectibles,
];
