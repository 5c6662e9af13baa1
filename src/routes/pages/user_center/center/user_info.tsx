import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Avatar, List, NavBar } from 'antd-mobile';
import { maskMobile } from '../../../../domain/format';
import { useSession } from '../../../../ui/hooks/use-session';
import { TEXTS } from '../../../../ui/texts';
import { WITHDRAW_TEXTS } from '../../../../ui/withdraw-texts';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';

const T = TEXTS.mine;

/** A read-only summary at the spec's user_info path; editing comes with the account and service issue. */
function UserInfoScreen() {
  const { session: store } = useAppContext();
  const session = useSession(store);
  const navigate = useNavigate();
  const info = session.userInfo;
  const role = session.platCompanyId ? T.roles.company : session.shopToken ? T.roles.shop : T.roles.consumer;
  return (
    <div className="page user-info">
      <NavBar onBack={() => history.back()}>{T.profileTitle}</NavBar>
      <div className="user-info__head">
        <Avatar src={info.usersLogos ?? ''} style={{ '--size': '72px', '--border-radius': '50%' }} />
      </div>
      <List>
        <List.Item extra={info.usersName ?? ''}>{T.nickname}</List.Item>
        <List.Item extra={<span data-testid="profile-phone">{maskMobile(info.usersPhone ?? '')}</span>}>{T.phone}</List.Item>
        <List.Item extra={info.usersNo ?? info.usersno ?? session.userId ?? ''}>{T.userNo}</List.Item>
        <List.Item extra={role}>{T.role}</List.Item>
        <List.Item onClick={() => void navigate({ to: PATHS.authenUserInfo })}>{WITHDRAW_TEXTS.entries.realName}</List.Item>
        <List.Item onClick={() => void navigate({ to: PATHS.usersBank })}>{WITHDRAW_TEXTS.entries.cards}</List.Item>
      </List>
      <p className="page-hint">{T.profileHint}</p>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.userInfo}` as const)({ component: UserInfoScreen });
