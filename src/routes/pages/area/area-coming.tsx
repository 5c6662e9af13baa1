import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, ErrorBlock, NavBar } from 'antd-mobile';
import { TEXTS } from '../../../ui/texts';
import { PATHS } from '../../paths';

/** The shop owner's and the administrator's areas are built by their own issues; until then their entries land here. */
function AreaComing({ title }: { title: string }) {
  const navigate = useNavigate();
  return (
    <div className="page area-coming">
      <NavBar onBack={() => history.back()}>{title}</NavBar>
      <ErrorBlock status="empty" title={TEXTS.mine.areaComing(title)} description="">
        <Button color="primary" onClick={() => void navigate({ to: PATHS.mine })}>{TEXTS.common.back}</Button>
      </ErrorBlock>
    </div>
  );
}

function ShopManageScreen() {
  return <AreaComing title={TEXTS.mine.shopArea} />;
}

function CompanyManageScreen() {
  return <AreaComing title={TEXTS.mine.companyArea} />;
}

export const ShopManageRoute = createLazyRoute(`/auth${PATHS.shopManage}` as const)({ component: ShopManageScreen });
export const CompanyManageRoute = createLazyRoute(`/auth${PATHS.companyManage}` as const)({ component: CompanyManageScreen });
