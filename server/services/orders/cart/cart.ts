import { CART_MAX_NUM, cartAdd, cartDelete, cartList, cartSelectShop, cartUpdate } from '../../../../src/contract/orders/cart';
import { bind, type Binding } from '../../../http/bind-call';
import { addToCart, deleteCartLines, readCart, selectCartLines, updateCartLine } from './cart-repository';

/** Every cart call answers the whole cart, so the client replaces its confirmed copy. */
export const cartBindings: Binding[] = [
  bind(cartList, async ({ auth, db }) => readCart(db, auth.userId!)),

  bind(cartAdd, async ({ input, auth, db, deps }) => {
    await addToCart(db, auth.userId!, input, CART_MAX_NUM, deps.now());
    return readCart(db, auth.userId!);
  }),

  bind(cartUpdate, async ({ input, auth, db, deps }) => {
    await updateCartLine(db, auth.userId!, input, { num: input.num, selected: input.selected }, deps.now());
    return readCart(db, auth.userId!);
  }),

  bind(cartDelete, async ({ input, auth, db }) => {
    await deleteCartLines(db, auth.userId!, input);
    return readCart(db, auth.userId!);
  }),

  bind(cartSelectShop, async ({ input, auth, db, deps }) => {
    await selectCartLines(db, auth.userId!, input.shopId, input.selected, deps.now());
    return readCart(db, auth.userId!);
  }),
];
