import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Image, NavBar, Rate } from 'antd-mobile';
import { commentDetail } from '../../../../contract/orders/comment';
import { orderList } from '../../../../contract/orders/order';
import { formatDate } from '../../../../domain/relative-time';
import { EmptyState, LoadingState, OfflineNotice } from '../../../../ui/components/page-state';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { CHECKOUT_TEXTS } from '../../../../ui/checkout-texts';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { ALL_ORDERS } from '../../../checkout/mine-entries';
import { OrderCard } from './order-card';
import { CommentReply } from '../../../../ui/my-lists/comment-item';
import { goBack } from '../../../go-back';

const T = CHECKOUT_TEXTS.evaluate;

/** 我的评价 without an order: the evaluated orders (from the device's last order list), each opening its evaluation. */
function MyEvaluations() {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const list = useCachedCall(sync, orderList, ALL_ORDERS);
  const evaluated = (list.data?.list ?? []).filter((o) => o.evaluated);
  return (
    <div className="page evaluate-list">
      <NavBar onBack={() => goBack()}>{T.listTitle}</NavBar>
      {list.failure && list.data && <OfflineNotice />}
      {list.loading && <LoadingState />}
      {!list.loading && evaluated.length === 0 && <EmptyState title={T.noneYet} />}
      {evaluated.map((o) => (
        <OrderCard key={o.orderId} shopName={o.shopName} statusText={T.evaluatedTag} lines={o.lines} total={o.total} paid
          onOpen={() => void navigate({ to: PATHS.evaluateList, search: { orderId: o.orderId } })} />
      ))}
    </div>
  );
}

function EvaluateListScreen() {
  const { orderId } = Route.useSearch();
  return orderId ? <OrderEvaluations orderId={orderId} /> : <MyEvaluations />;
}

function OrderEvaluations({ orderId }: { orderId: string }) {
  const { sync } = useAppContext();
  const list = useCachedCall(sync, commentDetail, { orderId });
  const comments = list.data ?? [];
  return (
    <div className="page evaluate-list">
      <NavBar onBack={() => goBack()}>{T.listTitle}</NavBar>
      {list.failure && list.data && <OfflineNotice />}
      {list.loading && <LoadingState />}
      {!list.loading && comments.length === 0 && <EmptyState title={list.failure?.msg ?? T.none} />}
      {comments.map((c) => (
        <section key={c.goodsId} className="evaluate__item" data-testid="comment">
          <div className="order-line">
            <img className="order-line__img" src={c.goodsImg} alt="" />
            <div className="order-line__body"><div className="order-line__name">{c.goodsName}</div><Rate readOnly value={c.rating} /></div>
          </div>
          <p className="evaluate__content">{c.content}</p>
          <div className="evaluate__images">{c.images.map((src) => <Image key={src} src={src} width={72} height={72} fit="cover" />)}</div>
          <p className="page-hint">{formatDate(c.createdAt)}</p>
          {c.reply ? <CommentReply reply={c.reply} /> : null}
        </section>
      ))}
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.evaluateList}` as const)({ component: EvaluateListScreen });
