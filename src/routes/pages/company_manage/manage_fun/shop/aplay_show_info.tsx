import { useState } from 'react';
import { createLazyRoute } from '@tanstack/react-router';
import { NavBar } from 'antd-mobile';
import { shopModelModule } from '../../../../../contract/shop/apply';
import { EmptyState, LoadingState } from '../../../../../ui/components/page-state';
import { useCachedCall } from '../../../../../ui/hooks/use-cached-call';
import { useOnline } from '../../../../../ui/hooks/use-online';
import { SHOP_APPLY_TEXTS } from '../../../../../ui/shop-apply-texts';
import { PATHS } from '../../../../paths';
import { ApplicationDetails } from '../../../../shop-apply/application-details';
import { ApplicationStatusTag, asApplicationTab, type CompanyApplication } from '../../../../shop-apply/application-row';
import { AuditActions } from '../../../../shop-apply/audit-actions';
import { useApplicationLookup } from '../../../../shop-apply/use-application-lookup';
import { useAppContext } from '../../../../use-app-context';
import { OfflineBanner } from '../../../../withdraw/withdraw-bits';
import { goBack } from '../../../../go-back';

const T = SHOP_APPLY_TEXTS.audit;

/** One application with every field and picture; 通过 opens the shop, 驳回 needs a reason the applicant will read. */
function AplayShowInfoScreen() {
  const { sync } = useAppContext();
  const online = useOnline();
  const search = Route.useSearch();
  const lookup = useApplicationLookup(asApplicationTab(search.status ?? ''), search.applicationId ?? '');
  const model = useCachedCall(sync, shopModelModule, {}).data;
  const [decided, setDecided] = useState<CompanyApplication | null>(null);
  const back = <NavBar onBack={() => goBack()}>{T.detailTitle}</NavBar>;
  // Once decided it leaves the tab it was found in, so the screen keeps the host's answer.
  const application = decided ?? lookup.application;
  if (!application) {
    return <div className="page">{back}{lookup.searching ? <LoadingState /> : <EmptyState title={lookup.failure?.msg ?? T.notFound} />}</div>;
  }
  return (
    <div className="page shop-application-detail">
      {back}
      <OfflineBanner online={online} stale={lookup.failure !== null} actions={application.status === 'PENDING'} />
      <div className="application-detail__status" data-testid="detail-status">
        <ApplicationStatusTag status={application.status} />
        {application.reason && <span data-testid="detail-reason">{SHOP_APPLY_TEXTS.details.reason}：{application.reason}</span>}
      </div>
      <ApplicationDetails application={application} model={model} applicant={`${application.applicantName} ${application.applicantPhone}`} />
      {application.status === 'PENDING' && (
        <AuditActions application={application} online={online} onDecided={async (answer) => {
          setDecided({ ...application, ...answer });
          await lookup.reload();
        }} />
      )}
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.shopApplicationDetail}` as const)({ component: AplayShowInfoScreen });
