import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { List, NavBar } from 'antd-mobile';
import { companyFinanceScales, companyInfo } from '../../../../../contract/company/finance';
import { formatScale } from '../../../../../domain/company-finance';
import { COMPANY_FINANCE_TEXTS } from '../../../../../ui/company-finance-texts';
import { PullRefresh } from '../../../../../ui/discovery/pull-refresh';
import { useCachedCall } from '../../../../../ui/hooks/use-cached-call';
import { oldestSavedAt } from '../../../../../ui/wallet/data-age';
import { AdminScreenState } from '../../../../company-finance/admin-screen-state';
import { PATHS } from '../../../../paths';
import { useAppContext } from '../../../../use-app-context';
import { goBack } from '../../../../go-back';

const T = COMPANY_FINANCE_TEXTS.company;

/** spec §2 company/company: the platform company at a glance, opening its details, its edit and its share. */
function CompanyScreen() {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const info = useCachedCall(sync, companyInfo, {});
  const scale = useCachedCall(sync, companyFinanceScales, { shopId: '' });
  const refresh = () => Promise.all([info.reload(), scale.reload()]);
  return (
    <div className="page company-home">
      <NavBar onBack={() => goBack()}>{T.title}</NavBar>
      <AdminScreenState hasData={info.data !== null} loading={info.loading} failure={info.failure ?? scale.failure}
        savedAt={oldestSavedAt(info.savedAt, scale.savedAt)} />
      <PullRefresh onRefresh={refresh}>
        {info.data && <div className="company-finance__card"><h3 data-testid="company-name">{info.data.name}</h3>{info.data.address || T.none}</div>}
        <List>
          <List.Item onClick={() => void navigate({ to: PATHS.companyInfo })}>{T.info}</List.Item>
          <List.Item onClick={() => void navigate({ to: PATHS.companyEdit })}>{T.edit}</List.Item>
          <List.Item extra={scale.data ? formatScale(scale.data.companyRateBp) : ''} onClick={() => void navigate({ to: PATHS.companyFinanceScale })}>{T.scale}</List.Item>
          <List.Item onClick={() => void navigate({ to: PATHS.financeScale })}>{T.financeScale}</List.Item>
          <List.Item onClick={() => void navigate({ to: PATHS.companyFinance, search: { status: 'PENDING' } })}>{T.finance}</List.Item>
        </List>
      </PullRefresh>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.company}` as const)({ component: CompanyScreen });
