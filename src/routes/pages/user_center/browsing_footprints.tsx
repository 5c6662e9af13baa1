import { useEffect } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { userByToken } from '../../../contract/account/users';
import { GoodsGrid } from '../../../ui/components/goods-card';
import { useLiveQuery } from '../../../ui/hooks/use-live-query';
import { useSession } from '../../../ui/hooks/use-session';
import { TEXTS } from '../../../ui/texts';
import { useOpenGoods } from '../../goods-links';
import { MyListScreen } from '../../my-lists/my-list-screen';
import { PATHS } from '../../paths';
import { useAppContext } from '../../use-app-context';

const GUESS_LIMIT = 10;

/**
 * 猜你喜欢 from the recommend parameters (spec §3: the classes of the latest
 * footprints, at most 5, most recent first): goods of those classes in the
 * local store, so it works offline; the same parameters go to the host with
 * the user-info GET (spec §7 "User info GET accepts recommendParam").
 */
function GuessYouLike() {
  const { sync, session: store } = useAppContext();
  const userId = useSession(store).userId ?? '';
  const openGoods = useOpenGoods();
  const params = useLiveQuery(sync, 'recommendParams', { userId }).data ?? [];
  const classIds = params.map((p) => p.classId);
  const recommendParam = classIds.join(',');
  const seen = useLiveQuery(sync, 'myListsView', { userId, type: 'browse' }).data ?? [];
  const goods = useLiveQuery(sync, 'goodsInClasses', { classIds, limit: GUESS_LIMIT + seen.length }).data ?? [];
  const fresh = goods.filter((g) => !seen.some((m) => m.targetId === g.goodsId)).slice(0, GUESS_LIMIT);

  useEffect(() => {
    if (recommendParam) void sync.refresh({ kind: 'call', name: userByToken.name, params: { recommendParam } });
  }, [sync, recommendParam]);

  if (!fresh.length) return null;
  return (
    <section className="marks-guess">
      <h2 className="section-title">{TEXTS.myLists.screens.guess}</h2>
      <GoodsGrid goods={fresh} onOpen={openGoods} />
    </section>
  );
}

function BrowsingFootprintsScreen() {
  const navigate = useNavigate();
  const byDay = (
    <a className="marks-nav-link" data-testid="footprints-by-day" onClick={() => void navigate({ to: PATHS.ufcBrowsingFootprints })}>
      {TEXTS.myLists.screens.byDay}
    </a>
  );
  return <MyListScreen type="browse" footer={<GuessYouLike />} right={byDay} />;
}

export const Route = createLazyRoute(`/auth${PATHS.browsingFootprints}` as const)({ component: BrowsingFootprintsScreen });
