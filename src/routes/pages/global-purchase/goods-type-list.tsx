import { createLazyRoute } from '@tanstack/react-router';
import { useOnline } from '../../../ui/hooks/use-online';
import { MyListsScreen } from '../../../ui/my-lists/screen';
import { TEXTS } from '../../../ui/texts';
import { PATHS } from '../../paths';
import { GlobalGoodsList } from './global-goods-list';

/** global-purchase/goods-type-list: the global goods of one category and the categories below it. */
function GlobalGoodsTypeListScreen() {
  const { classId, className } = Route.useSearch();
  const online = useOnline();
  return (
    <MyListsScreen title={className || TEXTS.myLists.global.title} offline={!online}>
      <GlobalGoodsList filter={{ classId: classId || undefined }} />
    </MyListsScreen>
  );
}

export const Route = createLazyRoute(PATHS.globalGoodsTypeList)({ component: GlobalGoodsTypeListScreen });
