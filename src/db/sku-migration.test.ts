import { indexedDB, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { addRxPlugin, createRxDatabase, type RxCollection, type RxStorage } from 'rxdb';
import { RxDBDevModePlugin } from 'rxdb/plugins/dev-mode';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import { z } from 'zod';
import { OrderLineSchema } from '../contract/entities/order';
import { CartDocSchema, cartRxSchema, type CartDoc } from './collections/cart';
import { OrderDocSchema, orderRxSchema, type OrderDoc } from './collections/orders';
import { createStarqDatabase } from './database';
import { toRxSchema } from './rx-schema';
import { dexieStorage } from './storage';

addRxPlugin(RxDBDevModePlugin);

const storage = () => wrappedValidateAjvStorage({ storage: dexieStorage({ indexedDB, IDBKeyRange }) as never }) as RxStorage<unknown, unknown>;

// Issue 31 (decision 033): a device's cart and orders from before specifications open as SKU lines, nothing lost.
describe('cart version 1 and orders version 2 (with issue 32\'s coupon fields)', () => {
  it('a cart line kept before is its goods\' default SKU under the same key; an order line gets its SKU and no text', async () => {
    const old = await createRxDatabase<{ cart: RxCollection; orders: RxCollection }>({ name: 'sku-v0', storage: storage(), multiInstance: true });
    const cartV0 = toRxSchema(CartDocSchema.omit({ skuId: true, specText: true, skuOff: true }) as z.ZodType, { primaryKey: 'id', indexes: cartRxSchema.indexes as string[][] });
    const ordersV1 = toRxSchema(OrderDocSchema.omit({ couponDiscount: true, points: true, taxFee: true, ordererMasked: true, buyMode: true }).extend({ lines: z.array(OrderLineSchema.omit({ skuId: true, specText: true, lineId: true, discount: true, refunded: true })) }) as z.ZodType, {
      primaryKey: 'id', indexes: orderRxSchema.indexes as string[][], version: 1,
    });
    await old.addCollections({ cart: { schema: cartV0 }, orders: { schema: ordersV1, migrationStrategies: { 1: (d: unknown) => d } } });
    const line = {
      id: 'U1:G000001', userId: 'U1', goodsId: 'G000001', goodsName: '纯棉T恤', goodsImg: '', goodsKind: 'ordinary', goodsSalePrice: 3900,
      num: 2, selected: true, stock: 9, shopId: 'S1', shopName: '星Q官方旗舰店', shopLogo: '', position: 0,
    };
    await old.cart.insert(line);
    const order = {
      id: 'U1:O1', userId: 'U1', orderId: 'O1', checkoutId: 'C1', shopId: 'S1', shopName: '星Q官方旗舰店', shopLogo: '', status: 'UNDELIVERED',
      goodsTotal: 7800, expressFee: 0, total: 7800, refunded: 0, evaluated: false, virtual: false, createdAt: 1, payDeadline: 2,
      lines: [{ goodsId: 'G000001', goodsName: '纯棉T恤', goodsImg: '', price: 3900, num: 2 }],
      afterSalesId: null, afterSalesStatus: null, address: { name: '张三', phone: '13800000001', regionName: '北京市', detail: '一号' },
      invoice: null, remark: '', expressCompany: '', expressNo: '', cancelReason: '', paidAt: 1, deliveredAt: null, completedAt: null,
      cancelledAt: null, updatedAt: 1,
    };
    await old.orders.insert(order);
    await old.close();

    const db = await createStarqDatabase(storage(), 'sku-v0');
    await db.cart.getMigrationState().migratePromise();
    await db.orders.getMigrationState().migratePromise();
    const cart: CartDoc = { ...line, goodsKind: 'ordinary', skuId: 'G000001', specText: '', skuOff: false };
    expect((await db.cart.findOne('U1:G000001').exec())!.toJSON()).toEqual(cart);
    const migrated: OrderDoc = { ...order, status: 'UNDELIVERED', couponDiscount: 0, points: 0, taxFee: 0, ordererMasked: '', buyMode: '', lines: [{ ...order.lines[0]!, skuId: 'G000001', specText: '', lineId: 0, discount: 0, refunded: 0 }] };
    expect((await db.orders.findOne('U1:O1').exec())!.toJSON()).toEqual(migrated);
    await db.close();
  });
});
