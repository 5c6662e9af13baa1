import {
  addNewGoods, changeGoodsShelves, pullShopGoods, shopGoodsDetail, shopGoodsList, updateGoodsInfo,
} from '../../../../src/contract/shop/goods';
import { bind, type Binding } from '../../../http/bind-call';
import { settledPage } from '../../platform/sync/pull-page';
import { createGoods, setShelf, updateGoods, type Owner } from './edit';
import { findShopGoods, presentShopGoodsPage, pullShopGoodsPage, shopGoodsPage } from './repository';

const ownerOf = (auth: { userId: string | null; shopId: string | null }): Owner => ({ userId: auth.userId!, shopId: auth.shopId! });

export const shopGoodsEditBindings: Binding[] = [
  bind(shopGoodsList, async ({ input, auth, db }) => shopGoodsPage(db, auth.shopId!, input)),
  bind(shopGoodsDetail, async ({ input, auth, db }) => (await presentShopGoodsPage(db, [await findShopGoods(db, auth.shopId!, input.goodsId)]))[0]!),
  bind(addNewGoods, async ({ input, auth, db, deps }) => createGoods(db, ownerOf(auth), input, deps.now())),
  bind(updateGoodsInfo, async ({ input, auth, db, deps }) => updateGoods(db, ownerOf(auth), input, deps.now())),
  bind(changeGoodsShelves, async ({ input, auth, db, deps }) => setShelf(db, ownerOf(auth), input.goodsId, input.onShelf, deps.now())),
  bind(pullShopGoods, async ({ input, auth, db, deps }) =>
    settledPage(await pullShopGoodsPage(db, auth.shopId!, input, input.limit), (doc) => doc.goodsId, input.limit, deps.now())),
];
