// The shell of an IP, art, gold or metaverse goods' fill-in order (and a group goods bought alone, 单独购买); the body is src/routes/checkout/fill-in-order.tsx.
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { buysAtSalePrice, isSalePriceKind, isVirtualKind } from '../../../../domain/kind-buy';
import { GROUP_BUY_TEXTS } from '../../../../ui/group-buy-texts';
import { PriceText } from '../../../../ui/components/price-text';
import { useGoodsCard } from '../../../../ui/hooks/use-goods-card';
import { useOnline } from '../../../../ui/hooks/use-online';
import { useSession } from '../../../../ui/hooks/use-session';
import { KIND_BUY_TEXTS } from '../../../../ui/kind-buy-texts';
import { FillInOrder, FillInOrderPlaceholder } from '../../../checkout/fill-in-order';
import { placeOrder } from '../../../checkout/place-order';
import { useOrderLines } from '../../../checkout/use-order-lines';
import { KindFacts } from '../../../kind-buy/kind-facts';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import '../../../kind-buy/kind-buy.css';

const T = KIND_BUY_TEXTS.playOrder;

/**
 * Issue 17: an ordinary buy-now order at the goods' sale price, so it goes through the checkout's outbox mutation —
 * composed offline it is kept as 待提交 and the host re-checks price and stock when it is submitted — with the kind's
 * facts shown under the line.
 */
function KindPlayOrderScreen() {
  const { goodsId } = Route.useSearch();
  const { sync, session } = useAppContext();
  const userId = useSession(session).userId ?? '';
  const navigate = useNavigate();
  const online = useOnline();
  const card = useGoodsCard(sync, goodsId);
  const order = useOrderLines(sync, userId, { source: 'buyNow', goodsId, num: 1 });
  const goods = card.data;
  const line = order.groups[0]?.lines[0];

  if (!goods) return <FillInOrderPlaceholder title={T.title} loading={card.loading} emptyText={T.notCached} />;
  if (!buysAtSalePrice(goods.goodsKind)) return <FillInOrderPlaceholder title={T.title} loading={false} emptyText={KIND_BUY_TEXTS.offShelf} />;
  const price = line?.price ?? goods.goodsSalePrice;
  // Virtual goods (a collectible, a metaverse parcel) are issued when paid: no address, no express fee.
  const virtual = isVirtualKind(goods.goodsKind);
  return (
    <FillInOrder config={{
      title: T.title,
      className: 'kind-play-order',
      ...(virtual ? {} : { delivery: { emptyText: T.noAddress, required: T.noAddress } }),
      groups: [{ key: goods.showShopId, header: goods.shopName, testId: 'order-group', lines: [{ goodsId, goodsName: goods.goodsName, goodsImg: goods.goodsImg, price, num: 1 }] }],
      afterLines: isSalePriceKind(goods.goodsKind)
        ? <KindFacts kind={goods.goodsKind} goodsId={goodsId} salePrice={price} />
        : <p className="kind-play-order__note" data-testid="buy-alone-note">{GROUP_BUY_TEXTS.buyAloneNote}</p>,
      remark: { label: T.remark, placeholder: T.remarkPlaceholder },
      amounts: [
        { key: 'goods', label: T.goodsTotal, value: <PriceText fen={order.goodsTotal} /> },
        ...(virtual ? [] : [{ key: 'express', label: T.expressFee, value: order.expressFee === 0 ? T.freeExpress : <PriceText fen={order.expressFee} /> }]),
      ],
      notes: <>
        {virtual && <p className="kind-play-order__note" data-testid="virtual-hint">{T.virtualHint}</p>}
        {!online && <p className="kind-play-order__note" data-testid="offline-hint">{T.offlineHint}</p>}
      </>,
      bar: { total: <span>{T.total}<PriceText fen={order.total} size="large" /></span>, submitText: T.submit, disabled: !line },
      async submit({ addressId, remark }) {
        if (!line) return;
        const preview = { total: order.total, shops: order.groups.map((g) => ({ shopName: g.shopName, lines: g.lines })) };
        const placed = await placeOrder(sync, userId, { source: 'buyNow', lines: [{ goodsId, num: 1, price: line.price }], ...(virtual ? {} : { addressId }), remark },
          preview, { refused: T.refused, savedOffline: T.savedOffline });
        if (placed === 'orders') void navigate({ to: PATHS.orderForm, search: { status: '' }, replace: true });
        else if (placed) void navigate({ to: PATHS.kindPayCounter, search: { orderIds: placed, goodsId }, replace: true });
      },
    }} />
  );
}

export const Route = createLazyRoute(`/auth${PATHS.kindPlayOrder}` as const)({ component: KindPlayOrderScreen });
