import { addSource, selSourceList } from '../../../../src/contract/catalogue/evidence';
import { getAllAndNewList } from '../../../../src/contract/shop/goods-overview';
import { bind, type Binding } from '../../../http/bind-call';
import { addEvidence, allAndNewGoods, evidenceOfGoods } from './repository';

/** A goods' evidence (spec §7 evidencesource) and the shop's goods overview the evidence screens start from. */
export const evidenceBindings: Binding[] = [
  bind(addSource, async ({ input, auth, db, deps }) => addEvidence(db, { userId: auth.userId!, shopId: auth.shopId! }, input, deps.now())),
  bind(selSourceList, async ({ input, db }) => evidenceOfGoods(db, input.goodsId)),
  bind(getAllAndNewList, async ({ input, auth, db, deps }) => allAndNewGoods(db, auth.shopId!, input, deps.now())),
];
