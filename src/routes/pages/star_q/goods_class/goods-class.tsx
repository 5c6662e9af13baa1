import { useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { NavBar, SideBar } from 'antd-mobile';
import type { CategoryNode } from '../../../../contract/entities/category';
import { firstClass, oneLevelClasses } from '../../../../contract/catalogue/goods-list';
import { EmptyState, LoadingState, OfflineNotice } from '../../../../ui/components/page-state';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useOnline } from '../../../../ui/hooks/use-online';
import { TEXTS } from '../../../../ui/texts';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { goBack } from '../../../go-back';
import { ClassRecommend } from './class-recommend';

function ClassPane({ classId }: { classId: string }) {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const pane = useCachedCall(sync, firstClass, { classId });
  const open = (node: CategoryNode) => void navigate({ to: PATHS.goodsTypeList, search: { classId: node.id, title: node.classNames } });
  if (pane.loading) return <LoadingState />;
  if (!pane.data?.length) return <EmptyState description={pane.failure?.msg} />;
  return (
    <div className="class-pane">
      {pane.data.map((branch) => (
        <section key={branch.id} className="class-pane__branch">
          <button type="button" className="class-pane__title" onClick={() => open(branch)}>{branch.classNames}</button>
          <div className="class-pane__leaves">
            {branch.classList.map((leaf) => (
              <button key={leaf.id} type="button" className="class-pane__leaf" onClick={() => open(leaf)}>
                <img src={leaf.cover} alt="" loading="lazy" />
                <span>{leaf.classNames}</span>
              </button>
            ))}
          </div>
        </section>
      ))}
      <ClassRecommend classId={classId} />
    </div>
  );
}

/** spec §2 star_q goods_class/goods-class: first level on the left, its classes on the right. */
function GoodsClassScreen() {
  const { sync } = useAppContext();
  const online = useOnline();
  const roots = useCachedCall(sync, oneLevelClasses, {});
  const [chosen, setChosen] = useState('');
  const active = chosen || roots.data?.[0]?.id || '';
  return (
    <div className="page goods-class">
      <NavBar onBack={() => goBack()}>{TEXTS.discovery.classTitle}</NavBar>
      {!online && <OfflineNotice />}
      {roots.loading && <LoadingState />}
      {!roots.loading && !roots.data?.length && <EmptyState description={roots.failure?.msg} />}
      {active && (
        <div className="goods-class__body">
          <SideBar activeKey={active} onChange={setChosen}>
            {(roots.data ?? []).map((root) => <SideBar.Item key={root.id} title={root.classNames} />)}
          </SideBar>
          <ClassPane key={active} classId={active} />
        </div>
      )}
    </div>
  );
}

export const Route = createLazyRoute(PATHS.goodsClass)({ component: GoodsClassScreen });
