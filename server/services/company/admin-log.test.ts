// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { companyAdminActions } from '../../../src/contract/company/log';
import { companyAuditShopApplication } from '../../../src/contract/shop/apply';
import { shopHeaders } from '../../test-support/checkout';
import { loginByCode } from '../../test-support/login';
import { createTestApp, userHeaders, type TestApp } from '../../test-support/test-app';
import { ADMIN_PHONE, SHOP_OWNER_PHONE } from '../../test-support/wallet';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  ({ token: admin } = await loginByCode(t, ADMIN_PHONE));
});
afterEach(async () => { await t.close(); });

describe('the administrators\' action log (issue 14)', () => {
  it('an audit leaves one row with who, what, why, before and after; replayed, it leaves still one; only administrators read it', async () => {
    const key = 'k-audit-once-0001';
    const refuse = { applicationId: 'A-SEED-0001', approve: false, reason: '营业执照不清晰' };
    expect((await t.call(companyAuditShopApplication, refuse, userHeaders(admin, key))).code).toBe(0);
    expect((await t.call(companyAuditShopApplication, refuse, userHeaders(admin, key))).code).toBe(0);
    const log = await t.call(companyAdminActions, { targetKind: 'application', targetId: 'A-SEED-0001' }, userHeaders(admin));
    expect(log.data.total).toBe(1);
    expect(log.data.list[0]).toMatchObject({
      action: 'refuse', reason: '营业执照不清晰', before: { status: 'PENDING' }, after: { status: 'REFUSED' },
    });
    expect(log.data.list[0]!.adminName).not.toBe('');

    const owner = await loginByCode(t, SHOP_OWNER_PHONE);
    const query = { targetKind: 'application', targetId: 'A-SEED-0001' } as const;
    expect((await t.call(companyAdminActions, query, userHeaders(owner.token))).code).toBe(4003);
    expect((await t.call(companyAdminActions, query, shopHeaders(owner.token, owner.shopToken))).code).toBe(4003);
    expect((await t.call(companyAdminActions, query, {})).code).not.toBe(0);
  });
});
