import { createLazyRoute } from '@tanstack/react-router';
import { CapsuleTabs, NavBar } from 'antd-mobile';
import { useState } from 'react';
import { shopDynamicByClass, shopDynamicByMember, type Dynamic } from '../../../../contract/social/dynamic';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { SOCIAL_TEXTS as T } from '../../../../ui/social-texts';
import { DataAge } from '../../../../ui/wallet/data-age';
import { PATHS } from '../../../paths';
import { DynamicCard } from '../../../social/dynamic-card';
import { ReachBottom } from '../../../social/reach-bottom';
import { useAppContext } from '../../../use-app-context';
import { usePagedCall } from '../../../../ui/hooks/use-paged-call';
import '../../../social/social.css';
import { goBack } from '../../../go-back';

const MEMBERS_SHOWN = { pageNum: 1, pageSize: 50 };

/**
 * Ours (spec §7 Goods "Shop dynamic info by class and by member", issue 13): what the shop's members (its paying
 * customers and fans) post, by community with counts, narrowed to one member; opens offline with its age.
 */
function ShopDynamicScreen() {
  const { sync } = useAppContext();
  const [communityId, setCommunityId] = useState('');
  const [memberId, setMemberId] = useState('');
  const members = useCachedCall(sync, shopDynamicByMember, MEMBERS_SHOWN);
  const feed = usePagedCall<typeof shopDynamicByClass, Dynamic>(shopDynamicByClass, { communityId, memberId }, (d) => d.dynamicId);
  const classes = feed.data?.classes ?? [];
  const all = classes.reduce((sum, c) => sum + c.count, 0);
  return (
    <div className="page dy-page">
      <NavBar onBack={() => goBack()}>{T.shopDynamicTitle}</NavBar>
      <DataAge savedAt={feed.savedAt} failed={feed.failure !== null} neverSaved={T.offlineNote} />
      <CapsuleTabs activeKey={memberId} onChange={setMemberId} className="dy-communities" data-testid="shop-dynamic-members">
        <CapsuleTabs.Tab key="" title={T.allMembers} />
        {(members.data?.list ?? []).map((m) => <CapsuleTabs.Tab key={m.userId} title={`${m.name} ${m.dynamics}`} />)}
      </CapsuleTabs>
      <CapsuleTabs activeKey={communityId} onChange={setCommunityId} className="dy-communities" data-testid="shop-dynamic-classes">
        <CapsuleTabs.Tab key="" title={`${T.allCommunities} ${all}`} />
        {classes.map((c) => <CapsuleTabs.Tab key={c.communityId} title={`${c.name} ${c.count}`} />)}
      </CapsuleTabs>
      {feed.loading && <LoadingState />}
      {feed.data && feed.list.length === 0 && <EmptyState title={feed.failure?.msg ?? T.shopDynamicEmpty} />}
      <div className="dy-list" data-testid="dynamic-list">
        {feed.list.map((d) => <DynamicCard key={d.dynamicId} dynamic={{ ...d, votePending: false }} />)}
      </div>
      <ReachBottom paged={feed} />
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.shopDynamic}` as const)({ component: ShopDynamicScreen });
