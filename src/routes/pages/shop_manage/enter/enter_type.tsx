import { useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { NavBar, Tag } from 'antd-mobile';
import { myShopApplication, shopModelModule } from '../../../../contract/shop/apply';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useOnline } from '../../../../ui/hooks/use-online';
import { SHOP_APPLY_TEXTS } from '../../../../ui/shop-apply-texts';
import { PATHS } from '../../../paths';
import { ApplicationState } from '../../../shop-apply/application-state';
import { useAppContext } from '../../../use-app-context';
import { OfflineBanner } from '../../../withdraw/withdraw-bits';
import { goBack } from '../../../go-back';

const T = SHOP_APPLY_TEXTS.enter;

/** Choose 个人店铺 or 企业店铺; a user who has applied sees the application's state instead (重新申请 after a refusal). */
function EnterTypeScreen() {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const online = useOnline();
  const mine = useCachedCall(sync, myShopApplication, {});
  const model = useCachedCall(sync, shopModelModule, {});
  const [again, setAgain] = useState(false);
  const back = <NavBar onBack={() => goBack()}>{T.title}</NavBar>;
  if (!mine.data) {
    return <div className="page">{back}{mine.loading ? <LoadingState /> : <EmptyState title={mine.failure?.msg} />}</div>;
  }
  const { application, shopId } = mine.data;
  const owner = shopId !== null;
  const stale = mine.failure !== null || model.failure !== null;
  if (owner || (application && !(application.status === 'REFUSED' && again))) {
    return (
      <div className="page enter-type">
        {back}
        <OfflineBanner online={online} stale={stale} actions={owner} />
        <ApplicationState application={application} owner={owner} model={model.data} online={online} onApplyAgain={() => setAgain(true)} />
      </div>
    );
  }
  return (
    <div className="page enter-type">
      {back}
      <OfflineBanner online={online} stale={stale} />
      <h3 className="enter-type__title">{T.choose}</h3>
      <p className="page-hint">{T.chooseHint}</p>
      {!model.data && (model.loading ? <LoadingState /> : <EmptyState title={model.failure?.msg} />)}
      {model.data?.enterTypes.map((t) => (
        <button key={t.type} type="button" className="enter-type__card" data-testid={`enter-type-${t.type}`}
          onClick={() => void navigate({ to: PATHS.userInfoAuth, search: { enterType: t.type } })}>
          <span className="enter-type__label">
            {t.label}
            {t.needsLicence && <Tag color="primary" fill="outline">{SHOP_APPLY_TEXTS.form.licence}</Tag>}
          </span>
          <span className="enter-type__explain">{t.explain}</span>
        </button>
      ))}
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.enterType}` as const)({ component: EnterTypeScreen });
