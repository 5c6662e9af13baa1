import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Avatar, List, NavBar } from 'antd-mobile';
import { maskMobile } from '../../../../domain/format';
import { useSession } from '../../../../ui/hooks/use-session';
import { PROFILE_TEXTS } from '../../../../ui/profile-texts';
import { TEXTS } from '../../../../ui/texts';
import { PATHS } from '../../../paths';
import { ProfileNotices } from '../../../profile/profile-bits';
import { useProfile } from '../../../profile/use-profile';
import { useAppContext } from '../../../use-app-context';
import '../../../profile/profile.css';
import { goBack } from '../../../go-back';

const T = PROFILE_TEXTS.info;

/** The user's own profile (issue 15): what 我的 opens when the avatar is tapped; it opens offline from the device. */
function UserInfoScreen() {
  const { session: store } = useAppContext();
  const session = useSession(store);
  const navigate = useNavigate();
  const profile = useProfile();
  const info = profile.shown;
  const role = session.platCompanyId ? TEXTS.mine.roles.company : session.shopToken ? TEXTS.mine.roles.shop : TEXTS.mine.roles.consumer;
  const go = (to: string) => () => void navigate({ to });
  return (
    <div className="page user-info">
      <NavBar onBack={() => goBack()} right={<a className="profile__nav-link" onClick={go(PATHS.userInfoEdit)}>{T.edit}</a>}>{T.title}</NavBar>
      <ProfileNotices profile={profile} />
      <div className="profile__head" onClick={go(PATHS.userInfoEdit)} role="button" tabIndex={0}>
        <Avatar src={info.usersLogos ?? ''} className="profile__avatar" data-testid="profile-avatar" style={{ '--size': '72px', '--border-radius': '50%' }} />
        <div className="profile__name" data-testid="profile-name">{info.usersName ?? ''}</div>
      </div>
      <List>
        <List.Item extra={PROFILE_TEXTS.genders[info.gender ?? 0] ?? PROFILE_TEXTS.genders[0]}>{T.gender}</List.Item>
        <List.Item extra={<span data-testid="profile-location">{info.locationName || T.unset}</span>}>{T.location}</List.Item>
        <List.Item extra={<span data-testid="profile-phone">{maskMobile(info.usersPhone ?? '')}</span>}>{T.phone}</List.Item>
        <List.Item extra={info.usersNo ?? session.userInfo.usersno ?? session.userId ?? ''}>{T.userNo}</List.Item>
        <List.Item extra={role}>{T.role}</List.Item>
      </List>
      <List className="profile__entries">
        <List.Item onClick={go(PATHS.userInfoEdit)}>{T.edit}</List.Item>
        <List.Item onClick={go(PATHS.authenUserInfo)}>{T.realName}</List.Item>
        <List.Item onClick={go(PATHS.usersBank)}>{T.cards}</List.Item>
        <List.Item onClick={go(PATHS.changeWechatpayImg)}>{T.wechatPay}</List.Item>
        <List.Item onClick={go(PATHS.changeAlipayImg)}>{T.alipay}</List.Item>
      </List>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.userInfo}` as const)({ component: UserInfoScreen });
