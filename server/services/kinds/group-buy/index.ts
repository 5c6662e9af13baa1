// Group buy (issue 16; src/contract/kinds/group-buy.ts): open and join on the order host, reads on the goods host.
import { groupGoodsByParam, groupGoodsInfo, groupHisInfo, groupInfo, groupTop3Goods, joinGroup, myIpGoods, openGroup } from '../../../../src/contract/kinds/group-buy';
import { bind, type Binding } from '../../../http/bind-call';
import { groupGoodsByParam as goodsByParam } from './goods-list';
import { myIpGoods as ownedIpGoods } from './my-ip-goods';
import { goodsGroups, myGroups, oneGroup, topGroupGoods } from './reads';
import { joinGroup as joinSeat, openGroup as openSeat } from './seats';

export const groupBuyBindings: Binding[] = [
  bind(groupGoodsInfo, async ({ input, db, deps }) => goodsGroups(db, input.goodsId, deps.now())),
  bind(groupInfo, async ({ input, auth, db, deps }) => oneGroup(db, auth.userId, input.groupId, deps.now())),
  bind(groupHisInfo, async ({ input, auth, db, deps }) => myGroups(db, auth.userId!, input, deps.now())),
  bind(groupTop3Goods, async ({ db, deps }) => topGroupGoods(db, deps.now())),
  bind(groupGoodsByParam, async ({ input, db, deps }) => goodsByParam(db, input, deps.now())),
  bind(myIpGoods, async ({ input, auth, db }) => ownedIpGoods(db, auth.userId!, input)),
  bind(openGroup, async ({ input, auth, db, deps }) => openSeat(db, auth.userId!, input, deps.now())),
  bind(joinGroup, async ({ input, auth, db, deps }) => joinSeat(db, auth.userId!, input, deps.now())),
];
