import { useState } from 'react';
import { createLazyRoute } from '@tanstack/react-router';
import { NavBar, Tabs } from 'antd-mobile';
import { AUCTION_TEXTS as T } from '../../../../ui/auction-texts';
import { PATHS } from '../../../paths';
import { SessionForm } from './session-form';
import { ShopOffers } from './shop-offers';
import { goBack } from '../../../go-back';

/** Ours (issue 16, docs/decisions/019): the shop's 私洽 offers to accept or refuse, and the form that opens a 专场. */
function ShopAuctionScreen() {
  const [tab, setTab] = useState('offers');
  return (
    <div className="page shop-auction">
      <NavBar onBack={() => goBack()}>{T.shopTitle}</NavBar>
      <Tabs activeKey={tab} onChange={setTab}>
        <Tabs.Tab key="offers" title={T.shopOffersTab}><ShopOffers /></Tabs.Tab>
        <Tabs.Tab key="session" title={T.shopSessionTab}><SessionForm /></Tabs.Tab>
      </Tabs>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.shopAuction}` as const)({ component: ShopAuctionScreen });
