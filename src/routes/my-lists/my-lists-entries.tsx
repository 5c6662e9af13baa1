import { useNavigate } from '@tanstack/react-router';
import { List } from 'antd-mobile';
import { TEXTS } from '../../ui/texts';
import { PATHS } from '../paths';

/** The Mine screen's rows for follows, collections, footprints, and the brand hall and global purchase. */
export function MyListsEntries() {
  const navigate = useNavigate();
  const rows = [
    [TEXTS.myLists.screens.focus, PATHS.focus],
    [TEXTS.myLists.screens.collections, PATHS.collections],
    [TEXTS.myLists.screens.browsing, PATHS.browsingFootprints],
    [TEXTS.myLists.screens.buying, PATHS.buyFootprints],
    [TEXTS.myLists.entries.brand, PATHS.brand],
    [TEXTS.myLists.entries.global, PATHS.globalPurchase],
    [TEXTS.myLists.shop.list, PATHS.shopsList],
  ] as const;
  return (
    <>
      {rows.map(([label, to]) => <List.Item key={to} onClick={() => void navigate({ to })}>{label}</List.Item>)}
    </>
  );
}
