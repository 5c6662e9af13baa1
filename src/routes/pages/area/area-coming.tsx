import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, ErrorBlock, List, NavBar } from 'antd-mobile';
import { SHOP_APPLY_TEXTS } from '../../../ui/shop-apply-texts';
import { TEXTS } from '../../../ui/texts';
import { WITHDRAW_TEXTS } from '../../../ui/withdraw-texts';
import { PATHS } from '../../paths';

type AreaLink = { label: string; to: (typeof PATHS)[keyof typeof PATHS] };

/** The administrator's area is built by its own issue; the screens built so far are listed. */
function AreaComing({ title, links }: { title: string; links: AreaLink[] }) {
  const navigate = useNavigate();
  return (
    <div className="page area-coming">
      <NavBar onBack={() => history.back()}>{title}</NavBar>
      <List>
        {links.map(({ label, to }) => <List.Item key={to} onClick={() => void navigate({ to })}>{label}</List.Item>)}
      </List>
      <ErrorBlock status="empty" title={TEXTS.mine.areaComing(title)} description="">
        <Button color="primary" onClick={() => void navigate({ to: PATHS.mine })}>{TEXTS.common.back}</Button>
      </ErrorBlock>
    </div>
  );
}

function CompanyManageScreen() {
  const links = [
    { label: WITHDRAW_TEXTS.entries.finance, to: PATHS.companyFinance },
    { label: SHOP_APPLY_TEXTS.entries.audit, to: PATHS.shopApplications },
  ];
  return <AreaComing title={TEXTS.mine.companyArea} links={links} />;
}

export const CompanyManageRoute = createLazyRoute(`/auth${PATHS.companyManage}` as const)({ component: CompanyManageScreen });
