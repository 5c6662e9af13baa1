import { List, NavBar, Popup } from 'antd-mobile';
import { useState } from 'react';
import { childClassesOf, classPathOf, isLastLevelClass } from '../../domain/goods-class';
import { useLiveQuery } from '../../ui/hooks/use-live-query';
import { useRefresh } from '../../ui/hooks/use-refresh';
import { SHOP_GOODS_TEXTS } from '../../ui/shop-goods-texts';
import { useAppContext } from '../use-app-context';

const T = SHOP_GOODS_TEXTS.classPicker;

/**
 * goodsClass: the category tree from the local store, one level at a time down to a last level, however deep (issue 33).
 * Not spec §2's browsing rule (a sub-level only with more than 2 children): goods hang on a class without children.
 */
export function ClassPicker({ visible, onClose, onPick }: { visible: boolean; onClose(): void; onPick(id: string, name: string): void }) {
  const { sync } = useAppContext();
  useRefresh(sync, { kind: 'catalogue' });
  const all = useLiveQuery(sync, 'categories', {}).data ?? [];
  const [parent, setParent] = useState('0');
  const roots = all.filter((c) => !all.some((p) => p.id === c.classPid));
  const level = parent === '0' ? roots : childClassesOf(all, parent);
  const path = classPathOf(all, parent);
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyStyle={{ height: '70vh', overflowY: 'auto' }}>
      <NavBar back={parent === '0' ? null : T.back} onBack={() => setParent(path.at(-2)?.id ?? '0')}>{T.title}</NavBar>
      <List header={path.length ? path.map((c) => c.classNames).join(' / ') : null} data-testid="class-picker">
        {level.map((c) => {
          const last = isLastLevelClass(all, c.id);
          return (
            <List.Item key={c.id} arrow={!last} onClick={() => (last ? onPick(c.id, c.classNames) : setParent(c.id))}>{c.classNames}</List.Item>
          );
        })}
      </List>
    </Popup>
  );
}
