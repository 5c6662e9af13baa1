import { createLazyRoute } from '@tanstack/react-router';
import { PATHS } from '../../../paths';
import { PayeeImageScreen } from '../../../profile/payee-image-screen';

// The screen lives in src/routes/profile/payee-image-screen.tsx (PayeeImageScreen); this file binds it to the spec's path.
function ChangeAlipayImgScreen() {
  return <PayeeImageScreen kind="alipay" />;
}

export const Route = createLazyRoute(`/auth${PATHS.changeAlipayImg}` as const)({ component: ChangeAlipayImgScreen });
