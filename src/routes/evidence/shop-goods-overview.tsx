import { useNavigate } from '@tanstack/react-router';
import { List } from 'antd-mobile';
import { getAllAndNewList } from '../../contract/shop/goods-overview';
import { EVIDENCE_TEXTS } from '../../ui/evidence-texts';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { PATHS } from '../paths';
import { useAppContext } from '../use-app-context';
import './evidence.css';

const T = EVIDENCE_TEXTS.workspace;

/** The workspace's 全部 N / 新品 M (getAllAndNewList, last answer kept offline) and the way to 商品存证. */
export function ShopGoodsOverview() {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const overview = useCachedCall(sync, getAllAndNewList, {}).data;
  return (
    <List>
      {overview ? (
        <List.Item description={T.freshHint(overview.newDays)}>
          <span className="goods-overview__counts">
            <span><strong data-testid="overview-all">{overview.total}</strong>{T.all}</span>
            <span><strong data-testid="overview-new">{overview.newTotal}</strong>{T.fresh}</span>
          </span>
        </List.Item>
      ) : null}
      <List.Item data-testid="evidence-entry" onClick={() => void navigate({ to: PATHS.addEvidence, search: {} })}>{T.evidence}</List.Item>
    </List>
  );
}
