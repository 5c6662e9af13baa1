import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { List, NavBar } from 'antd-mobile';
import { companyHome } from '../../../contract/company/users';
import { formatFen } from '../../../domain/format';
import { COMPANY_TEXTS } from '../../../ui/company-texts';
import { PullRefresh } from '../../../ui/discovery/pull-refresh';
import { useCachedCall } from '../../../ui/hooks/use-cached-call';
import { DataAge } from '../../../ui/wallet/data-age';
import { COMPANY_HOME_ENTRIES } from '../../company/home-entries';
import { PATHS } from '../../paths';
import { useAppContext } from '../../use-app-context';
import '../../company/company.css';
import { goBack } from '../../go-back';

const T = COMPANY_TEXTS.home;

function Figure({ label, value, testId, onOpen }: { label: string; value: string; testId: string; onOpen?(): void }) {
  return (
    <button type="button" className="company-figure" data-testid={testId} onClick={onOpen} disabled={!onOpen}>
      <strong>{value}</strong>
      <span>{label}</span>
    </button>
  );
}

/** The administrator's home: today's figures and what waits, each opening its list; pull down to refresh. */
function ManageScreen() {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const home = useCachedCall(sync, companyHome, {});
  const d = home.data;
  const n = (value: number | undefined) => (value === undefined ? '—' : String(value));
  // Orders and turnover open the finance screen (its figures by day and month), on all withdrawals.
  const openFinance = () => void navigate({ to: PATHS.companyFinance, search: { status: '' } });
  return (
    <div className="page company-page">
      <NavBar onBack={() => goBack()}>{T.title}</NavBar>
      <DataAge savedAt={home.savedAt} failed={home.failure !== null} neverSaved={T.neverSaved} />
      <PullRefresh onRefresh={home.reload}>
        {home.failure && !d && <p className="company-refusal" role="alert">{home.failure.msg}</p>}
        <section className="company-card">
          <h3>{T.today}</h3>
          <div className="company-figures">
            <Figure label={T.todayOrders} value={n(d?.todayOrders)} testId="figure-orders" onOpen={openFinance} />
            <Figure label={T.todayTurnover} value={d ? formatFen(d.todayTurnover) : '—'} testId="figure-turnover" onOpen={openFinance} />
            <Figure label={T.newUsers} value={n(d?.newUsers)} testId="figure-new-users"
              onOpen={() => void navigate({ to: PATHS.companyUsers, search: { state: '', keyword: '' } })} />
            <Figure label={T.newShops} value={n(d?.newShops)} testId="figure-new-shops"
              onOpen={() => void navigate({ to: PATHS.companyShops, search: { state: '', keyword: '' } })} />
          </div>
        </section>
        <section className="company-card">
          <h3>{T.waiting}</h3>
          <div className="company-figures company-figures--two">
            <Figure label={T.pendingApplications} value={n(d?.pendingApplications)} testId="figure-applications"
              onOpen={() => void navigate({ to: PATHS.shopApplications, search: { status: 'PENDING' } })} />
            <Figure label={T.pendingWithdrawals} value={n(d?.pendingWithdrawals)} testId="figure-withdrawals"
              onOpen={() => void navigate({ to: PATHS.companyFinance, search: { status: 'PENDING' } })} />
          </div>
        </section>
        <List header={T.manage} className="company-entries">
          {COMPANY_HOME_ENTRIES.map((entry) => (
            <List.Item key={entry.to} data-testid={entry.testId} onClick={() => void navigate({ to: entry.to })}>{entry.label}</List.Item>
          ))}
        </List>
      </PullRefresh>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.companyManage}` as const)({ component: ManageScreen });
