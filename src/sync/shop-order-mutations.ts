import {
  shopApproveAfterSales, shopConfirmReturn, shopRedeliver, shopRefuseAfterSales, shopTerminateAfterSales,
} from '../contract/orders/after-sales';
import type { CallDef, ResponseOf } from '../contract/define-call';
import type { AfterSales, OrderDetail } from '../contract/entities/order';
import { shopDeliverOrder } from '../contract/orders/order';
import type { StarqDatabase } from '../db/database';
import type { OutboxEntry } from '../db/collections/outbox';
import { keepShopAfterSales, keepShopOrder } from './shop-order-store';

interface ShopOrderMutationDef<C extends CallDef> {
  call: C;
  confirm(db: StarqDatabase, data: ResponseOf<C>, entry: OutboxEntry): Promise<void>;
  wholeState?: string;
}

const shopOrderMutation = <C extends CallDef>(def: ShopOrderMutationDef<C>) => def;

const confirmOrder = (db: StarqDatabase, data: OrderDetail, entry: OutboxEntry) => keepShopOrder(db, entry.userId, data);
const confirmRequest = (db: StarqDatabase, data: AfterSales, entry: OutboxEntry) => keepShopAfterSales(db, entry.userId, data);

/**
 * A shop's delivery and after-sales decisions: outbox mutations, shown pending offline, replayed once, refused with the host's
 * message. The refund moves value, so it is not one of them: it is sent at once with its key (docs/decisions/009).
 */
export const SHOP_ORDER_MUTATIONS = {
  'shopOrder.deliver': shopOrderMutation({ call: shopDeliverOrder, confirm: confirmOrder }),
  'shopAfterSales.approve': shopOrderMutation({ call: shopApproveAfterSales, confirm: confirmRequest }),
  'shopAfterSales.refuse': shopOrderMutation({ call: shopRefuseAfterSales, confirm: confirmRequest }),
  'shopAfterSales.confirmReturn': shopOrderMutation({ call: shopConfirmReturn, confirm: confirmRequest }),
  'shopAfterSales.redeliver': shopOrderMutation({ call: shopRedeliver, confirm: confirmRequest }),
  'shopAfterSales.terminate': shopOrderMutation({ call: shopTerminateAfterSales, confirm: confirmRequest }),
};

export type ShopOrderMutationName = keyof typeof SHOP_ORDER_MUTATIONS;
