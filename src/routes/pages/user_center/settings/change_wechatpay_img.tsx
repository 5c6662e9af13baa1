import { createLazyRoute } from '@tanstack/react-router';
import { PATHS } from '../../../paths';
import { PayeeImageScreen } from '../../../profile/payee-image-screen';

// The screen lives in src/routes/profile/payee-image-screen.tsx (PayeeImageScreen); this file binds it to the spec's path.
function ChangeWechatpayImgScreen() {
  return <PayeeImageScreen kind="wechat" />;
}

export const Route = createLazyRoute(`/auth${PATHS.changeWechatpayImg}` as const)({ component: ChangeWechatpayImgScreen });
