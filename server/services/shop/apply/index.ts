import { asc, eq } from 'drizzle-orm';
import {
  applyToBeShop, companyAuditShopApplication, companyShopApplicationDetail, companyShopApplications, myShopApplication, shopLogin, shopModelModule,
} from '../../../../src/contract/shop/apply';
import { HEADERS } from '../../../../src/contract/headers';
import { maskMobile } from '../../../../src/domain/format';
import { findToken, issueToken } from '../../../auth/tokens';
import { goodsClasses, users } from '../../../db/schema';
import { AppError, forbidden } from '../../../http/app-error';
import { bind, type Binding } from '../../../http/bind-call';
import { recordAdminAction } from '../../company/admin-log';
import { headerOf } from '../../../http/executor';
import { CODES } from '../../../../src/contract/codes';
import { realNameOf } from '../../wallet/withdraw/real-name';
import {
  applicationPage, applicationWithApplicant, applyForShop, approveApplication, latestApplication, presentApplication, refuseApplication,
} from './applications';

function forCompany(row: { application: Parameters<typeof presentApplication>[0]; phone: string; name: string }) {
  return { ...presentApplication(row.application), applicantPhone: maskMobile(row.phone), applicantName: row.name };
}

const ENTER_TYPES = [
  { type: 'individual' as const, label: '个人店铺', explain: '个人身份开店，需完成实名认证', needsLicence: false },
  { type: 'company' as const, label: '企业店铺', explain: '企业主体开店，需上传营业执照', needsLicence: true },
];

export const shopApplyBindings: Binding[] = [
  bind(shopModelModule, async ({ db }) => ({
    enterTypes: ENTER_TYPES,
    classes: (await db.select({ id: goodsClasses.id, name: goodsClasses.name }).from(goodsClasses).where(eq(goodsClasses.level, 1)).orderBy(asc(goodsClasses.sort))),
  })),

  bind(applyToBeShop, async ({ input, auth, db, deps }) => applyForShop(db, auth.userId!, input, deps.now())),

  bind(myShopApplication, async ({ auth, db }) => {
    const [user] = await db.select({ shopId: users.shopId }).from(users).where(eq(users.id, auth.userId!));
    const row = await latestApplication(db, auth.userId!);
    return { application: row ? presentApplication(row) : null, shopId: user?.shopId ?? null, realName: Boolean(await realNameOf(db, auth.userId!)) };
  }),

  /** A shop token in the same login family as the user token presented, ending when it ends. */
  bind(shopLogin, async ({ auth, db, deps, request }) => {
    const [user] = await db.select({ shopId: users.shopId }).from(users).where(eq(users.id, auth.userId!));
    if (!user?.shopId) throw forbidden('您还没有店铺');
    const login = await findToken(db, headerOf(request, HEADERS.userToken), 'user');
    if (!login) throw new AppError(CODES.tokenInvalid, '登录已失效，请重新登录');
    const shopToken = await issueToken(db, auth.userId!, 'shop', user.shopId, deps.now(), login.expiresAt - deps.now(), login.familyId);
    return { shopId: user.shopId, shopsLoginToken: shopToken.token };
  }),

  bind(companyShopApplications, async ({ input, db }) => {
    const page = await applicationPage(db, input);
    return { list: page.rows.map(forCompany), total: page.total };
  }),

  bind(companyShopApplicationDetail, async ({ input, db }) => forCompany(await applicationWithApplicant(db, input.applicationId))),

  bind(companyAuditShopApplication, async ({ input, auth, db, deps }) => {
    const decided = input.approve
      ? await approveApplication(db, input.applicationId, auth.userId!, deps.now())
      : await refuseApplication(db, input.applicationId, auth.userId!, input.reason, deps.now());
    await recordAdminAction(db, auth.userId!, {
      targetKind: 'application', targetId: input.applicationId, action: input.approve ? 'approve' : 'refuse', reason: input.reason,
      before: { status: 'PENDING' }, after: { status: decided.status },
    }, deps.now());
    return decided;
  }),
];
