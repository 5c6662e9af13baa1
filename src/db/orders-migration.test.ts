import { indexedDB, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { addRxPlugin, createRxDatabase, type RxCollection, type RxStorage } from 'rxdb';
import { RxDBDevModePlugin } from 'rxdb/plugins/dev-mode';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import type { z } from 'zod';
import { OrderDocSchema, orderRxSchema, type OrderDoc } from './collections/orders';
import { createStarqDatabase } from './database';
import { toRxSchema } from './rx-schema';
import { dexieStorage } from './storage';

addRxPlugin(RxDBDevModePlugin);

const storage = () => wrappedValidateAjvStorage({ storage: dexieStorage({ indexedDB, IDBKeyRange }) as never }) as RxStorage<unknown, unknown>;

describe('the orders collection, version 1', () => {
  it('keeps an order a device held before `virtual`, as a parcel, until the host sends it again', async () => {
    const old = await createRxDatabase<{ orders: RxCollection }>({ name: 'orders-v0', storage: storage(), multiInstance: true });
    const v0 = toRxSchema(OrderDocSchema.omit({ virtual: true, couponDiscount: true, points: true, taxFee: true, ordererMasked: true, buyMode: true }) as z.ZodType, { primaryKey: 'id', indexes: orderRxSchema.indexes as string[][] });
    await old.addCollections({ orders: { schema: v0 } });
    const before: Omit<OrderDoc, 'virtual' | 'couponDiscount' | 'points' | 'taxFee' | 'ordererMasked' | 'buyMode'> = {
      id: 'U1:O1', userId: 'U1', orderId: 'O1', checkoutId: 'C1', shopId: 'S1', shopName: '星Q官方旗舰店', shopLogo: '', status: 'UNDELIVERED',
      goodsTotal: 1990, expressFee: 800, total: 2790, refunded: 0, evaluated: false, lines: [], createdAt: 1, payDeadline: 2,
      afterSalesId: null, afterSalesStatus: null, address: { name: '张三', phone: '13800000001', regionName: '北京市', detail: '一号' },
      invoice: null, remark: '', expressCompany: '', expressNo: '', cancelReason: '', paidAt: 1, deliveredAt: null, completedAt: null,
      cancelledAt: null, updatedAt: 1,
    };
    await old.orders.insert(before);
    await old.close();

    const db = await createStarqDatabase(storage(), 'orders-v0');
    await db.orders.getMigrationState().migratePromise();
    expect((await db.orders.findOne('U1:O1').exec())!.toJSON()).toEqual({ ...before, virtual: false, couponDiscount: 0, points: 0, taxFee: 0, ordererMasked: '', buyMode: '' });
    await db.close();
  });
});
