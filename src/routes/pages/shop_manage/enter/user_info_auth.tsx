import { useEffect } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { realNameState } from '../../../../contract/wallet/withdraw';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { AuthenUserInfoScreen } from '../../user_center/center/authen_user_info';

/** The real-name step of opening a shop: the same form as the profile's, then on to the shop's details. */
function UserInfoAuthScreen() {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const { enterType } = Route.useSearch();
  const done = useCachedCall(sync, realNameState, {}).data?.realName === true;
  useEffect(() => {
    if (done) void navigate({ to: PATHS.registerInfo, search: { enterType }, replace: true });
  }, [done, enterType, navigate]);
  return <AuthenUserInfoScreen />;
}

export const Route = createLazyRoute(`/auth${PATHS.userInfoAuth}` as const)({ component: UserInfoAuthScreen });
