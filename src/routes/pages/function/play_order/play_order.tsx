// The shell of the ordinary fill-in order; the body is src/routes/checkout/fill-in-order.tsx.
import { useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Tag } from 'antd-mobile';
import { CHECKOUT_MESSAGES as M } from '../../../../domain/messages';
import { CHECKOUT_TEXTS } from '../../../../ui/checkout-texts';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { PriceText } from '../../../../ui/components/price-text';
import { useSession } from '../../../../ui/hooks/use-session';
import { FillInOrder } from '../../../checkout/fill-in-order';
import { NO_ORDERER, OrdererFields, ordererProblem } from '../../../checkout/orderer-fields';
import { toast } from '../../../../ui/feedback';
import { placeOrder } from '../../../checkout/place-order';
import { useOrderLines, type PlayOrderSearch } from '../../../checkout/use-order-lines';
import { pricedLines, useCouponChoice } from '../../../checkout/use-coupon-choice';
import { COUPON_TEXTS } from '../../../../ui/coupon-texts';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';

const T = CHECKOUT_TEXTS.playOrder;

/** The cart's selected lines or one buy-now goods, by shop, for money through the outbox; an invoice may be chosen. */
function PlayOrderScreen({ search }: { search: PlayOrderSearch }) {
  const { sync, session } = useAppContext();
  const userId = useSession(session).userId ?? '';
  const navigate = useNavigate();
  const order = useOrderLines(sync, userId, search);
  const count = order.groups.reduce((n, g) => n + g.lines.reduce((m, l) => m + l.num, 0), 0);
  const coupons = useCouponChoice(sync, userId, pricedLines(order.groups));
  const total = order.total - coupons.discount;
  const [orderer, setOrderer] = useState(NO_ORDERER);
  return (
    <FillInOrder config={{
      title: T.title,
      delivery: { emptyText: T.noAddress, required: M.addressRequired },
      groups: order.groups.map((g) => ({
        key: g.shopId, header: g.shopName, lines: g.lines, testId: 'order-group',
        rows: [{ key: 'express', label: T.expressFee, value: g.expressFee === 0 ? T.freeExpress : <PriceText fen={g.expressFee} /> }],
      })),
      noLines: order.loading ? <LoadingState /> : <EmptyState title={T.empty} />,
      afterLines: order.ordererNeeded && <OrdererFields value={orderer} onChange={setOrderer} />,
      invoice: true,
      remark: { label: T.remark, placeholder: T.remarkPlaceholder },
      coupons,
      amounts: [
        { key: 'goods', label: T.goodsTotal, value: <PriceText fen={order.goodsTotal} /> },
        { key: 'express', label: T.expressFee, value: <PriceText fen={order.expressFee} /> },
        ...(order.taxFee > 0 ? [{ key: 'tax', label: T.taxFee, description: T.taxHint, value: <span data-testid="amount-tax"><PriceText fen={order.taxFee} /></span> }] : []),
        ...(coupons.discount > 0 ? [{ key: 'coupon', label: COUPON_TEXTS.rowAmount, value: <span data-testid="amount-coupon">-<PriceText fen={coupons.discount} /></span> }] : []),
      ],
      notes: !order.hostAnswered && order.groups.length > 0 && <p className="play-order__hint"><Tag fill="outline">{T.priceFromHost}</Tag></p>,
      bar: {
        total: <span>{T.count(count)} {T.total}<span data-testid="order-total"><PriceText fen={total} size="large" /></span></span>,
        submitText: T.submit, disabled: order.groups.length === 0,
      },
      async submit({ addressId, invoiceId, remark }) {
        const problem = order.ordererNeeded ? ordererProblem(orderer) : null;
        if (problem) return void toast(problem);
        const lines = order.groups.flatMap((g) => g.lines.map((l) => ({ goodsId: l.goodsId, skuId: l.skuId, num: l.num, price: l.price })));
        const preview = { total, shops: order.groups.map((g) => ({ shopName: g.shopName, lines: g.lines })) };
        const placed = await placeOrder(sync, userId, {
          source: search.source, lines, addressId, invoiceId, remark, couponIds: coupons.chosenIds, discount: coupons.discount,
          ...(order.ordererNeeded ? { orderer: { realName: orderer.realName.trim(), idCard: orderer.idCard.trim().toUpperCase() } } : {}),
          ...(search.source === 'buyNow' && search.agent ? { agentId: search.agent } : {}),
        }, preview, { refused: T.refused, savedOffline: T.savedOffline });
        if (placed === 'orders') void navigate({ to: PATHS.orderForm, search: { status: '' }, replace: true });
        else if (placed) void navigate({ to: PATHS.payCounter, search: { orderIds: placed }, replace: true });
      },
    }} />
  );
}

function PlayOrder() {
  return <PlayOrderScreen search={Route.useSearch()} />;
}

function CommonPlayOrder() {
  return <PlayOrderScreen search={CommonRoute.useSearch()} />;
}

export const Route = createLazyRoute(`/auth${PATHS.playOrder}` as const)({ component: PlayOrder });
/** spec §2 common_play_order: the same fill-in order. */
export const CommonRoute = createLazyRoute(`/auth${PATHS.commonPlayOrder}` as const)({ component: CommonPlayOrder });
