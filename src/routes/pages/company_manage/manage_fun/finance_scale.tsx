import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { List, NavBar } from 'antd-mobile';
import { companyFinanceScales } from '../../../../contract/company/finance';
import { formatScale } from '../../../../domain/company-finance';
import { COMPANY_FINANCE_TEXTS } from '../../../../ui/company-finance-texts';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { AdminScreenState } from '../../../company-finance/admin-screen-state';
import { ShopScaleList } from '../../../company-finance/shop-scale-list';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { goBack } from '../../../go-back';

const T = COMPANY_FINANCE_TEXTS.scale;

/** spec §2 finance_scale: the company-wide share and every shop's, each opening its own setting. */
function FinanceScaleScreen() {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const company = useCachedCall(sync, companyFinanceScales, { shopId: '' });
  return (
    <div className="page company-scale">
      <NavBar onBack={() => goBack()}>{T.title}</NavBar>
      <AdminScreenState hasData={company.data !== null} loading={company.loading} failure={company.failure} savedAt={company.savedAt} />
      <List>
        <List.Item data-testid="company-scale-entry" extra={company.data ? formatScale(company.data.companyRateBp) : ''}
          onClick={() => void navigate({ to: PATHS.companyFinanceScale })}>
          {T.company}
        </List.Item>
      </List>
      <p className="page-hint">{T.rule}</p>
      <ShopScaleList />
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.financeScale}` as const)({ component: FinanceScaleScreen });
