import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, List, NavBar, NoticeBar } from 'antd-mobile';
import { accountSafe } from '../../../../contract/account/account';
import { formatDate, formatDateTime } from '../../../../domain/relative-time';
import { ACCOUNT_TEXTS } from '../../../../ui/account-texts';
import { LoadingState } from '../../../../ui/components/page-state';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useOnline } from '../../../../ui/hooks/use-online';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import './account.css';
import { goBack } from '../../../go-back';

const T = ACCOUNT_TEXTS.safe;

/** spec §2 user_center/settings/account-safe: the security hub; opens offline with its last answer. */
function AccountSafeScreen() {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const online = useOnline();
  const safe = useCachedCall(sync, accountSafe, {});
  const go = (to: string) => () => void navigate({ to });
  const data = safe.data;
  return (
    <div className="page account-safe">
      <NavBar onBack={() => goBack()}>{T.title}</NavBar>
      {(!online || safe.failure) && data && safe.savedAt && <NoticeBar color="info" content={ACCOUNT_TEXTS.common.savedAt(formatDateTime(safe.savedAt))} />}
      {data?.deactivation?.status === 'PENDING' && <NoticeBar color="alert" wrap content={T.pending(formatDate(data.deactivation.closesAt))} />}
      {safe.loading && <LoadingState />}
      {!data && safe.failure && (
        <div className="page-state"><p>{ACCOUNT_TEXTS.common.failed}</p><Button size="small" onClick={() => void safe.reload()}>{ACCOUNT_TEXTS.common.retry}</Button></div>
      )}
      {data && (
        <>
          <List>
            <List.Item onClick={go(PATHS.changePhone)} extra={data.phoneMasked}>{T.phone}</List.Item>
            <List.Item onClick={go(PATHS.changeEmail)} extra={data.email || T.emailEmpty}>{T.email}</List.Item>
            <List.Item onClick={go(PATHS.forgetPassword)} extra={data.hasPassword ? T.isSet : T.notSet}>{T.loginPassword}</List.Item>
            <List.Item onClick={go(PATHS.payPassword)} extra={data.hasPayPassword ? T.isSet : T.notSet}>{T.payPassword}</List.Item>
            <List.Item onClick={go(PATHS.loginDevices)} extra={T.deviceCount(data.sessions)}>{T.devices}</List.Item>
          </List>
          <List className="account-safe__danger">
            <List.Item onClick={go(PATHS.deactivate)}>{T.deactivate}</List.Item>
          </List>
        </>
      )}
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.accountSafe}` as const)({ component: AccountSafeScreen });
