import { useNavigate } from '@tanstack/react-router';
import { List } from 'antd-mobile';
import { TEXTS } from '../../ui/texts';
import { PATHS } from '../paths';

/** The Mine screen's rows for follows, collections, footprints, and the brand hall and global purchase. */
export function MarksEntries() {
  const navigate = useNavigate();
  const rows = [
    [TEXTS.marks.screens.focus, PATHS.focus],
    [TEXTS.marks.screens.collections, PATHS.collections],
    [TEXTS.marks.screens.browsing, PATHS.browsingFootprints],
    [TEXTS.marks.screens.buying, PATHS.buyFootprints],
    [TEXTS.marks.entries.brand, PATHS.brand],
    [TEXTS.marks.entries.global, PATHS.globalPurchase],
    [TEXTS.marks.shop.list, PATHS.shopsList],
  ] as const;
  return (
    <>
      {rows.map(([label, to]) => <List.Item key={to} onClick={() => void navigate({ to })}>{label}</List.Item>)}
    </>
  );
}
