// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordLogin } from '../../src/contract/account/users';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { authenticate } from './guard';

let t: TestApp;
const tokens: Record<'consumer' | 'owner' | 'admin', { user: string; shop: string }> = {} as never;

beforeAll(async () => {
  t = await createTestApp();
  for (const [who, phone] of [['consumer', '13800000001'], ['owner', '13800000002'], ['admin', '13800000003']] as const) {
    const login = await t.call(passwordLogin, { account: phone, password: 'Starq@2026' });
    tokens[who] = { user: login.data.loginToken, shop: login.data.shopsLoginToken };
  }
});
afterAll(async () => { await t.close(); });

const check = (userToken: string, shopToken: string, role: 'visitor' | 'user' | 'shop' | 'company') =>
  authenticate(t.database.db, { userToken, shopToken }, role, t.clock.now);

describe('roles on every entry (spec §6, RELIABILITY 25)', () => {
  it('shop entries need the shop token of the same user', async () => {
    await expect(check(tokens.consumer.user, '', 'shop')).rejects.toMatchObject({ code: 4003 });
    await expect(check(tokens.owner.user, '', 'shop')).rejects.toMatchObject({ code: 4003 });
    await expect(check(tokens.consumer.user, tokens.owner.shop, 'shop')).rejects.toMatchObject({ code: 4003 });
    await expect(check(tokens.owner.user, tokens.owner.shop, 'shop')).resolves.toMatchObject({ shopId: 'S0001' });
  });

  it('company entries need a company administrator', async () => {
    await expect(check(tokens.consumer.user, '', 'company')).rejects.toMatchObject({ code: 4003 });
    await expect(check(tokens.admin.user, '', 'company')).resolves.toMatchObject({ platCompanyId: 'C0001' });
  });

  it('a banned user or shop cannot act', async () => {
    const { users, shops } = await import('../db/schema');
    const { eq } = await import('drizzle-orm');
    await t.database.db.update(shops).set({ banned: true }).where(eq(shops.id, 'S0001'));
    await expect(check(tokens.owner.user, tokens.owner.shop, 'shop')).rejects.toMatchObject({ code: 4103, message: '店铺已被封禁' });
    await t.database.db.update(users).set({ banned: true }).where(eq(users.id, 'U000001'));
    await expect(check(tokens.consumer.user, '', 'user')).rejects.toMatchObject({ code: 4105, message: '账号已被封禁' });
  });

  it('visitor entries read a valid token and ignore a bad one', async () => {
    await expect(check('garbage', '', 'visitor')).resolves.toMatchObject({ userId: null });
    await expect(check(tokens.admin.user, '', 'visitor')).resolves.toMatchObject({ userId: 'U000003' });
  });
});
