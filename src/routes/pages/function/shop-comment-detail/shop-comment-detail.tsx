import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button } from 'antd-mobile';
import { shopCommentDetail } from '../../../../contract/catalogue/shops';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useOnline } from '../../../../ui/hooks/use-online';
import { CommentItem } from '../../../../ui/my-lists/comment-item';
import { MyListsScreen } from '../../../../ui/my-lists/screen';
import { TEXTS } from '../../../../ui/texts';
import { useOpenGoods } from '../../../goods-links';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';

/** function/shop-comment-detail: one evaluation in full, with its goods and shop. */
function ShopCommentDetailScreen() {
  const { id } = Route.useSearch();
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const openGoods = useOpenGoods();
  const online = useOnline();
  const answer = useCachedCall(sync, shopCommentDetail, { id });
  const comment = answer.data;
  return (
    <MyListsScreen title={TEXTS.myLists.comments.detail} offline={!online || answer.failure?.errorKind === 'network'}>
      {answer.loading ? <LoadingState /> : !comment ? <EmptyState title={answer.failure?.msg} /> : (
        <>
          <CommentItem comment={comment} full />
          <div className="comment-detail__links">
            <Button size="small" onClick={() => openGoods(comment.goodsId)}>{TEXTS.myLists.comments.goods}</Button>
            <Button size="small" onClick={() => void navigate({ to: PATHS.goodShop, search: { shopsId: comment.shopsId } })}>
              {TEXTS.myLists.shop.enter} · {comment.shopName}
            </Button>
          </div>
        </>
      )}
    </MyListsScreen>
  );
}

export const Route = createLazyRoute(PATHS.shopCommentDetail)({ component: ShopCommentDetailScreen });
