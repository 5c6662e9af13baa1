import { createLazyRoute } from '@tanstack/react-router';
import { NavBar } from 'antd-mobile';
import { COMPANY_FINANCE_TEXTS } from '../../../../../ui/company-finance-texts';
import { ScaleEditor } from '../../../../company-finance/scale-editor';
import { PATHS } from '../../../../paths';
import { goBack } from '../../../../go-back';

/** spec §2 company/company_finance_scale: the company-wide platform share. */
function CompanyFinanceScaleScreen() {
  return (
    <div className="page company-scale">
      <NavBar onBack={() => goBack()}>{COMPANY_FINANCE_TEXTS.scale.companyTitle}</NavBar>
      <ScaleEditor shopId="" />
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.companyFinanceScale}` as const)({ component: CompanyFinanceScaleScreen });
