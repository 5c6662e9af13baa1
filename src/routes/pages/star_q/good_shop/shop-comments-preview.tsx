import { useNavigate } from '@tanstack/react-router';
import { shopComments } from '../../../../contract/catalogue/shops';
import { CommentItem } from '../../../../ui/my-lists/comment-item';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { TEXTS } from '../../../../ui/texts';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';

/** The two newest evaluations on the shop home, with a way to all of them. */
export function ShopCommentsPreview({ shopsId }: { shopsId: string }) {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const answer = useCachedCall(sync, shopComments, { shopsId, pageNum: 1, pageSize: 2 });
  if (!answer.data) return null;
  const { list, total } = answer.data;
  return (
    <section className="shop-comments-preview">
      <h2 className="section-title">
        {TEXTS.myLists.shop.comments(total)}
        {total > 0 && (
          <button type="button" className="link-button" onClick={() => void navigate({ to: PATHS.shopCommentList, search: { shopsId } })}>
            {TEXTS.myLists.shop.seeAll}
          </button>
        )}
      </h2>
      {list.length === 0 ? <p className="page-state">{TEXTS.myLists.comments.empty}</p> : list.map((c) => (
        <CommentItem key={c.id} comment={c} onOpen={() => void navigate({ to: PATHS.shopCommentDetail, search: { id: c.id } })} />
      ))}
    </section>
  );
}
