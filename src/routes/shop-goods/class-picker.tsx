import { List, NavBar, Popup } from 'antd-mobile';
import { useState } from 'react';
import { shouldShowSubLevel } from '../../domain/sort-filter';
import { useLiveQuery } from '../../ui/hooks/use-live-query';
import { useRefresh } from '../../ui/hooks/use-refresh';
import { SHOP_GOODS_TEXTS } from '../../ui/shop-goods-texts';
import { useAppContext } from '../use-app-context';

const T = SHOP_GOODS_TEXTS.classPicker;

/** goodsClass: the category tree from the local store; a sub-level opens only with more than 2 children (spec §2/§9). */
export function ClassPicker({ visible, onClose, onPick }: { visible: boolean; onClose(): void; onPick(id: string, name: string): void }) {
  const { sync } = useAppContext();
  useRefresh(sync, { kind: 'catalogue' });
  const all = useLiveQuery(sync, 'categories', {}).data ?? [];
  const [parent, setParent] = useState('0');
  const roots = all.filter((c) => !all.some((p) => p.id === c.classPid));
  const level = parent === '0' ? roots : all.filter((c) => c.classPid === parent);
  const current = all.find((c) => c.id === parent);
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyStyle={{ height: '70vh', overflowY: 'auto' }}>
      <NavBar back={parent === '0' ? null : T.back} onBack={() => setParent(current?.classPid && all.some((c) => c.id === current.classPid) ? current.classPid : '0')}>{T.title}</NavBar>
      <List>
        {level.map((c) => {
          const children = all.filter((x) => x.classPid === c.id);
          const open = shouldShowSubLevel(children);
          return (
            <List.Item key={c.id} arrow={open} onClick={() => (open ? setParent(c.id) : onPick(c.id, c.classNames))}>{c.classNames}</List.Item>
          );
        })}
      </List>
    </Popup>
  );
}
