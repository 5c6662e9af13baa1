import { useNavigate } from '@tanstack/react-router';
import { List } from 'antd-mobile';
import { AppstoreOutline, CollectMoneyOutline, GiftOutline, HandPayCircleOutline, StarOutline, TeamOutline } from 'antd-mobile-icons';
import { MINE_SERVICE_TEXTS } from '../../../ui/mine-service-texts';
import { PATHS } from '../../paths';

const T = MINE_SERVICE_TEXTS.kindOrders;

/** 我的: the orders of the goods kinds that have their own lists (group buy, spell, blind boxes, collectibles, agent goods, 私洽 offers). */
export function KindOrderEntries() {
  const navigate = useNavigate();
  const entries = [
    { key: 'group', label: T.group, Icon: TeamOutline, open: () => navigate({ to: PATHS.groupOrder }) },
    { key: 'spell', label: T.spell, Icon: AppstoreOutline, open: () => navigate({ to: PATHS.spellForm, search: { tab: '' } }) },
    { key: 'blindbox', label: T.blindbox, Icon: GiftOutline, open: () => navigate({ to: PATHS.blindboxOrders }) },
    { key: 'nft', label: T.nft, Icon: StarOutline, open: () => navigate({ to: PATHS.nftForm, search: { tab: 'MINE' } }) },
    { key: 'agent', label: T.agent, Icon: HandPayCircleOutline, open: () => navigate({ to: PATHS.agentGoods, search: { tab: 'OFFERS' } }) },
    { key: 'offers', label: T.offers, Icon: CollectMoneyOutline, open: () => navigate({ to: PATHS.auctionIndex, search: { tab: 'offers' } }) },
  ];
  return (
    <List.Item>
      <div className="mine-orders" data-testid="mine-kind-orders">
        {entries.map(({ key, label, Icon, open }) => (
          <button key={key} type="button" className="mine-orders__item" data-testid={`mine-kind-${key}`} onClick={() => void open()}>
            <Icon fontSize={26} />
            <span>{label}</span>
          </button>
        ))}
      </div>
    </List.Item>
  );
}
