import { createLazyRoute } from '@tanstack/react-router';
import { PATHS } from '../../../paths';
import { PayeeImageScreen } from '../../../profile/payee-image-screen';

function ChangeAlipayImgScreen() {
  return <PayeeImageScreen kind="alipay" />;
}

export const Route = createLazyRoute(`/auth${PATHS.changeAlipayImg}` as const)({ component: ChangeAlipayImgScreen });
