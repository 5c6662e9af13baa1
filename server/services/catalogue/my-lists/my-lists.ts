import {
  collectAdd, collectCheck, collectDelete, collectList, focusAdd, focusCheck, focusDelete, focusList,
} from '../../../../src/contract/catalogue/my-lists';
import { CODES } from '../../../../src/contract/codes';
import { AppError, notFound } from '../../../http/app-error';
import { bind, type Binding } from '../../../http/bind-call';
import {
  addCollect, addFocus, assertGoodsExists, collectState, deleteCollect, deleteFocus, findShopOrFail, focusState,
  isFocused, listCollects, listFocus,
} from './my-lists-repository';

/** Follow and collect: every answer is the confirmed state, so the client's outbox confirm can write it. */
export const myListsBindings: Binding[] = [
  bind(focusAdd, async ({ input, auth, db, deps }) => {
    await addFocus(db, auth.userId!, input.shopsId, deps.now());
    return focusState(db, auth.userId!, input.shopsId);
  }),

  bind(focusDelete, async ({ input, auth, db }) => {
    await deleteFocus(db, auth.userId!, input.shopsId);
    return focusState(db, auth.userId!, input.shopsId);
  }),

  bind(focusList, async ({ input, auth, db }) => listFocus(db, auth.userId!, input.pageNum, input.pageSize)),

  // spec §4: the envelope code is the answer, 1 focused and 500 not focused.
  bind(focusCheck, async ({ input, auth, db }) => {
    const shop = await findShopOrFail(db, input.id);
    if (shop.shopNo !== input.shopsNo) throw notFound('店铺');
    if (!(await isFocused(db, auth.userId!, shop.id))) throw new AppError(CODES.notFocused, '未关注该店铺');
    return { isFocus: 1 as const };
  }),

  bind(collectAdd, async ({ input, auth, db, deps }) => {
    await addCollect(db, auth.userId!, input.goodsId, deps.now());
    return collectState(db, auth.userId!, input.goodsId);
  }),

  bind(collectDelete, async ({ input, auth, db }) => {
    await assertGoodsExists(db, input.goodsId);
    await deleteCollect(db, auth.userId!, input.goodsId);
    return collectState(db, auth.userId!, input.goodsId);
  }),

  bind(collectList, async ({ input, auth, db }) => listCollects(db, auth.userId!, input.pageNum, input.pageSize)),

  bind(collectCheck, async ({ input, auth, db }) => {
    await assertGoodsExists(db, input.goodsId);
    const { isCollect } = await collectState(db, auth.userId!, input.goodsId);
    return { goodsId: input.goodsId, isCollect };
  }),
];
