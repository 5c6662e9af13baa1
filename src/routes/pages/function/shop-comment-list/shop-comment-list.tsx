import { useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button } from 'antd-mobile';
import { shopComments } from '../../../../contract/catalogue/shops';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useOnline } from '../../../../ui/hooks/use-online';
import { CommentItem, formatRating } from '../../../../ui/my-lists/comment-item';
import { MyListsScreen } from '../../../../ui/my-lists/screen';
import { TEXTS } from '../../../../ui/texts';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';

const PAGE = 10;

/** function/shop-comment-list: a shop's evaluations, newest first, with the average rating. */
function ShopCommentListScreen() {
  const { shopsId } = Route.useSearch();
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const online = useOnline();
  const [size, setSize] = useState(PAGE);
  const answer = useCachedCall(sync, shopComments, { shopsId, pageNum: 1, pageSize: size });
  const data = answer.data;
  return (
    <MyListsScreen title={TEXTS.myLists.comments.title} offline={!online || answer.failure?.errorKind === 'network'}>
      {answer.loading ? <LoadingState /> : !data || data.list.length === 0 ? (
        <EmptyState title={answer.failure?.errorKind === 'business' ? answer.failure.msg : TEXTS.myLists.comments.empty} />
      ) : (
        <>
          <p className="comments-summary">{TEXTS.myLists.comments.average(formatRating(data.ratingX10))} · {TEXTS.myLists.shop.comments(data.total)}</p>
          {data.list.map((c) => (
            <CommentItem key={c.id} comment={c} onOpen={() => void navigate({ to: PATHS.shopCommentDetail, search: { id: c.id } })} />
          ))}
          {data.list.length < data.total
            ? <Button block fill="none" onClick={() => setSize((s) => Math.min(s + PAGE, 100))}>{TEXTS.discovery.more}</Button>
            : <p className="page-state">{TEXTS.common.noMore}</p>}
        </>
      )}
    </MyListsScreen>
  );
}

export const Route = createLazyRoute(PATHS.shopCommentList)({ component: ShopCommentListScreen });
