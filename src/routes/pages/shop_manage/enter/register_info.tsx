import { createLazyRoute, Navigate, useNavigate } from '@tanstack/react-router';
import { NavBar } from 'antd-mobile';
import { myShopApplication, shopModelModule } from '../../../../contract/shop/apply';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useOnline } from '../../../../ui/hooks/use-online';
import { SHOP_APPLY_TEXTS } from '../../../../ui/shop-apply-texts';
import { PATHS } from '../../../paths';
import { RegisterFields } from '../../../shop-apply/register-fields';
import { useAppContext } from '../../../use-app-context';
import { OfflineBanner } from '../../../withdraw/withdraw-bits';
import { goBack } from '../../../go-back';

/** The shop's details for the chosen type; submitted, the user lands on the application's state. */
function RegisterInfoScreen() {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const online = useOnline();
  const { enterType } = Route.useSearch();
  const mine = useCachedCall(sync, myShopApplication, {});
  const model = useCachedCall(sync, shopModelModule, {});
  const back = <NavBar onBack={() => goBack()}>{SHOP_APPLY_TEXTS.form.title}</NavBar>;
  if (!mine.data || !model.data) {
    const failure = mine.failure ?? model.failure;
    return <div className="page">{back}{mine.loading || model.loading ? <LoadingState /> : <EmptyState title={failure?.msg} />}</div>;
  }
  const type = model.data.enterTypes.find((t) => t.type === enterType);
  const { application, shopId } = mine.data;
  // Only a first application or one after a refusal is filled in here; anything else is shown on enter_type.
  if (!type || shopId !== null || (application && application.status !== 'REFUSED')) return <Navigate to={PATHS.enterType} replace />;

  async function submitted() {
    await mine.reload();
    await navigate({ to: PATHS.enterType, replace: true });
  }

  return (
    <div className="page register-info">
      {back}
      <OfflineBanner online={online} stale={mine.failure !== null || model.failure !== null} actions />
      <RegisterFields key={application?.applicationId ?? 'first'} type={type} model={model.data} refused={application}
        online={online} onSubmitted={submitted} />
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.registerInfo}` as const)({ component: RegisterInfoScreen });
