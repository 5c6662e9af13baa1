import { useEffect, useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, Checkbox, NavBar } from 'antd-mobile';
import type { CartViewGroup, CartViewLine } from '../../../../sync/cart-view';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { PriceText } from '../../../../ui/components/price-text';
import { confirmDialog, toast } from '../../../../ui/feedback';
import { useLiveQuery } from '../../../../ui/hooks/use-live-query';
import { useSession } from '../../../../ui/hooks/use-session';
import { TEXTS } from '../../../../ui/texts';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { CartLineItem } from './cart-line';
import { CartSpecChange } from './cart-spec-change';
import { goBack } from '../../../go-back';

function totals(groups: CartViewGroup[]) {
  const lines = groups.flatMap((g) => g.orderGoodsVoList);
  const selected = lines.filter((l) => l.selected && !l.skuOff);
  return {
    allSelected: selected.length > 0 && selected.length === lines.filter((l) => !l.skuOff).length,
    count: selected.reduce((n, l) => n + l.num, 0),
    fen: selected.reduce((sum, l) => sum + l.goodsSalePrice * l.num, 0),
  };
}

function CartScreen() {
  const { sync, session: sessionStore } = useAppContext();
  const session = useSession(sessionStore);
  const navigate = useNavigate();
  const cart = useLiveQuery(sync, 'cartView', { userId: session.userId ?? '' });
  const [changing, setChanging] = useState<{ line: CartViewLine; shop: { shopId: string; shopName: string; shopLogo: string } } | null>(null);

  useEffect(() => {
    void sync.refresh({ kind: 'cart' });
  }, [sync]);

  const run = async (result: Promise<{ ok: boolean; msg?: string }>) => {
    const outcome = await result;
    if (!outcome.ok && 'msg' in outcome && outcome.msg) toast(outcome.msg);
  };
  const groups = cart.data ?? [];
  // One more is sent as "add one", not as a total computed from what the screen shows (issue 10.1); a quantity change
  // leaves the line's selection alone (issue 34.9).
  const quantityChange = (line: { goodsId: string; skuId: string; num: number }, num: number) => (num === line.num + 1
    ? sync.mutate('cart.add', { goodsId: line.goodsId, skuId: line.skuId, num: 1, keepSelection: true })
    : sync.mutate('cart.update', { goodsId: line.goodsId, skuId: line.skuId, num }));
  const sum = totals(groups);

  return (
    <div className="page cart">
      <NavBar onBack={() => goBack()}>{TEXTS.cart.title}</NavBar>
      {cart.loading && groups.length === 0 && <LoadingState />}
      {!cart.loading && groups.length === 0 && (
        <div className="cart__empty">
          <EmptyState title={TEXTS.cart.empty} />
          <Button color="primary" onClick={() => void navigate({ to: PATHS.home })}>{TEXTS.cart.goShopping}</Button>
        </div>
      )}
      {groups.map((group) => {
        const groupSelected = group.orderGoodsVoList.every((l) => l.selected);
        return (
          <section key={group.shopId} className="cart-group" data-testid="cart-group">
            <header className="cart-group__head">
              <Checkbox
                checked={groupSelected}
                onChange={(selected) => void run(sync.mutate('cart.selectShop', { shopId: group.shopId, selected }))}
              >
                {group.shopName}
              </Checkbox>
            </header>
            {group.orderGoodsVoList.map((line) => (
              <CartLineItem
                key={line.skuId}
                line={line}
                onSelect={(selected) => void run(sync.mutate('cart.update', { goodsId: line.goodsId, skuId: line.skuId, selected }))}
                onQuantity={(num) => void run(quantityChange(line, num))}
                onDelete={() => void confirmDialog(TEXTS.cart.deleteConfirm).then((yes) =>
                  yes ? run(sync.mutate('cart.delete', { skuIds: [line.skuId] })) : undefined)}
                onChangeSpec={line.specText ? () => setChanging({ line, shop: { shopId: group.shopId, shopName: group.shopName, shopLogo: group.shopLogo } }) : undefined}
              />
            ))}
          </section>
        );
      })}
      {changing && <CartSpecChange line={changing.line} shop={changing.shop} onClose={() => setChanging(null)} />}
      {groups.length > 0 && (
        <footer className="cart__bar">
          <Checkbox checked={sum.allSelected} onChange={(selected) => void run(sync.mutate('cart.selectShop', { selected }))}>
            {TEXTS.cart.selectAll}
          </Checkbox>
          <span className="cart__total">{TEXTS.cart.total}<PriceText fen={sum.fen} /></span>
          <Button color="primary" disabled={sum.count === 0} onClick={() => void navigate({ to: PATHS.playOrder, search: { source: 'cart' } })}>
            {TEXTS.cart.settle(sum.count)}
          </Button>
        </footer>
      )}
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.cart}` as const)({ component: CartScreen });
