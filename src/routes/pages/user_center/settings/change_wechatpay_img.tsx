import { createLazyRoute } from '@tanstack/react-router';
import { PATHS } from '../../../paths';
import { PayeeImageScreen } from '../../../profile/payee-image-screen';

function ChangeWechatpayImgScreen() {
  return <PayeeImageScreen kind="wechat" />;
}

export const Route = createLazyRoute(`/auth${PATHS.changeWechatpayImg}` as const)({ component: ChangeWechatpayImgScreen });
