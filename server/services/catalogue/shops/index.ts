import { shopCommentDetail, shopComments, shopDetail, shopsList } from '../../../../src/contract/catalogue/shops';
import { bind, type Binding } from '../../../http/bind-call';
import { findShopOrFail } from '../my-lists/my-lists-repository';
import { listShopComments, readShopComment } from './comments-repository';
import { listShops, readShopDetail } from './shops-repository';

export const shopBindings: Binding[] = [
  bind(shopDetail, async ({ input, auth, db }) => readShopDetail(db, input.shopsId, auth.userId)),

  bind(shopsList, async ({ input, db }) => listShops(db, input.keyword, input.pageNum, input.pageSize)),

  bind(shopComments, async ({ input, db }) => {
    await findShopOrFail(db, input.shopsId);
    return listShopComments(db, input.shopsId, input.pageNum, input.pageSize);
  }),

  bind(shopCommentDetail, async ({ input, db }) => readShopComment(db, input.id)),
];
