import { createRoute } from '@tanstack/react-router';
import { Image, NavBar, Rate } from 'antd-mobile';
import { commentDetail } from '../../../../contract/comment';
import { formatDate } from '../../../../domain/relative-time';
import { EmptyState, LoadingState, OfflineNotice } from '../../../../ui/components/page-state';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { TEXTS } from '../../../../ui/texts';
import { authLayout } from '../../../auth-layout';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';

const T = TEXTS.checkout.evaluate;

function EvaluateListScreen() {
  const { sync } = useAppContext();
  const { orderId } = evaluateListRoute.useSearch();
  const list = useCachedCall(sync, commentDetail, { orderId });
  const comments = list.data ?? [];
  return (
    <div className="page evaluate-list">
      <NavBar onBack={() => history.back()}>{T.listTitle}</NavBar>
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
        </section>
      ))}
    </div>
  );
}

export const evaluateListRoute = createRoute({
  getParentRoute: () => authLayout,
  path: PATHS.evaluateList,
  validateSearch: (search: Record<string, unknown>) => ({ orderId: String(search.orderId ?? '') }),
  component: EvaluateListScreen,
});
