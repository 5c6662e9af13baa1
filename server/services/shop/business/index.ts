import {
  goodsCommentsInfo, orderProfitInfo, orderProfitInfoByDay, orderProfitNumber, orderProfitType, replyGoodsComment, shopFans,
  shopUsersList, shopUsersMonthly, shopUsersTotal,
} from '../../../../src/contract/shop/business';
import { PROFIT_KINDS, type ProfitKind } from '../../../../src/domain/shop-business';
import { bind, type Binding } from '../../../http/bind-call';
import { ownCommentPage, replyToComment } from './comments';
import { countCustomers, countNewCustomers, customerPage, fanPage } from './customers';
import { profitByDay, profitEntryPage, profitNumbers } from './profit';

/** Issue 13: a shop's customers, fans, comments and profit; every call reads the caller's own shop (auth.shopId). */
export const shopBusinessBindings: Binding[] = [
  bind(shopUsersTotal, async ({ auth, db }) => ({ total: await countCustomers(db, auth.shopId!) })),
  bind(shopUsersMonthly, async ({ auth, db, deps }) => ({ monthly: await countNewCustomers(db, auth.shopId!, deps.now()) })),
  bind(shopUsersList, async ({ input, auth, db }) => customerPage(db, auth.shopId!, input)),
  bind(shopFans, async ({ input, auth, db }) => fanPage(db, auth.shopId!, input)),
  bind(goodsCommentsInfo, async ({ input, auth, db }) => ownCommentPage(db, auth.shopId!, input)),
  bind(replyGoodsComment, async ({ input, auth, db, deps }) => replyToComment(db, auth.shopId!, input.commentId, input.reply, deps.now())),
  bind(orderProfitType, async () => (Object.entries(PROFIT_KINDS) as [ProfitKind, string][]).map(([kind, label]) => ({ kind, label }))),
  bind(orderProfitNumber, async ({ auth, db, deps }) => profitNumbers(db, auth.shopId!, deps.now())),
  bind(orderProfitInfo, async ({ input, auth, db }) => profitEntryPage(db, auth.shopId!, input)),
  bind(orderProfitInfoByDay, async ({ input, auth, db, deps }) => profitByDay(db, auth.shopId!, input.days, deps.now())),
];
