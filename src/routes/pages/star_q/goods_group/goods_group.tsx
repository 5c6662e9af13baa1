import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { NavBar } from 'antd-mobile';
import { GROUP_BUY_TEXTS as G } from '../../../../ui/group-buy-texts';
import { useSession } from '../../../../ui/hooks/use-session';
import { goBack } from '../../../go-back';
import { GroupGoodsList } from '../../../group-buy/group-goods-list';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import '../../../group-buy/group-buy.css';

interface HallEntry { to: string; title: string; sub: string; testId: string }

/**
 * star_q/goods_group/goods_group, 团拍会场 (the spec names the page and shows no content): the goods sold to groups
 * of buyers in one place, the way into auctions and one's own groups above the group goods (with an optional keyword).
 */
function GoodsGroupScreen() {
  const { keyword } = Route.useSearch();
  const { session } = useAppContext();
  const loggedIn = Boolean(useSession(session).userId);
  const navigate = useNavigate();
  const entries: HallEntry[] = [
    { to: PATHS.groupBuy, title: G.hallGroups, sub: G.hallGroupsSub, testId: 'hall-groups' },
    { to: PATHS.auctionIndex, title: G.hallAuctions, sub: G.hallAuctionsSub, testId: 'hall-auctions' },
    ...(loggedIn ? [{ to: PATHS.groupOrder, title: G.hallMyGroups, sub: G.hallMyGroupsSub, testId: 'hall-my-groups' }] : []),
  ];
  return (
    <div className="page group-buy goods-group-hall">
      <NavBar onBack={() => goBack()}>{G.hallTitle}</NavBar>
      <nav className="hall-entries">
        {entries.map((e) => (
          <button key={e.testId} type="button" className="hall-entry" data-testid={e.testId} onClick={() => void navigate({ to: e.to })}>
            <span className="hall-entry__title">{e.title}</span>
            <span className="hall-entry__sub">{e.sub}</span>
          </button>
        ))}
      </nav>
      <GroupGoodsList initialKeyword={keyword ?? ''} />
    </div>
  );
}

export const Route = createLazyRoute(PATHS.goodsGroup)({ component: GoodsGroupScreen });
