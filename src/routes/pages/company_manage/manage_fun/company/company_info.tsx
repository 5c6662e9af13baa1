import { createLazyRoute } from '@tanstack/react-router';
import { List, NavBar } from 'antd-mobile';
import { companyInfo } from '../../../../../contract/company/finance';
import { COMPANY_FINANCE_TEXTS } from '../../../../../ui/company-finance-texts';
import { PullRefresh } from '../../../../../ui/discovery/pull-refresh';
import { useCachedCall } from '../../../../../ui/hooks/use-cached-call';
import { ActionLog, changesOf } from '../../../../company-finance/action-log';
import { AdminScreenState } from '../../../../company-finance/admin-screen-state';
import { PATHS } from '../../../../paths';
import { useAppContext } from '../../../../use-app-context';
import { goBack } from '../../../../go-back';

const T = COMPANY_FINANCE_TEXTS.company;
const LABELS = { name: T.name, contactName: T.contactName, contactPhone: T.contactPhone, address: T.address };

/** spec §2 company/company_info: the platform company's details and who changed them. */
function CompanyInfoScreen() {
  const { sync } = useAppContext();
  const info = useCachedCall(sync, companyInfo, {});
  const data = info.data;
  return (
    <div className="page company-info">
      <NavBar onBack={() => goBack()}>{T.info}</NavBar>
      <AdminScreenState hasData={data !== null} loading={info.loading} failure={info.failure} savedAt={info.savedAt} />
      <PullRefresh onRefresh={info.reload}>
        {data && (
          <>
            <List data-testid="company-info">
              <List.Item extra={data.name}>{T.name}</List.Item>
              <List.Item extra={data.contactName || T.none}>{T.contactName}</List.Item>
              <List.Item extra={data.contactPhone || T.none}>{T.contactPhone}</List.Item>
              <List.Item description={data.address || T.none}>{T.address}</List.Item>
            </List>
            <ActionLog targetKind="company" targetId={data.companyId} describe={(a) => changesOf(a, LABELS)} />
          </>
        )}
      </PullRefresh>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.companyInfo}` as const)({ component: CompanyInfoScreen });
