import { MESSAGES } from '../../../../domain/messages';
import { isPassword } from '../../../../domain/password';
import { isCode, isMobile } from '../../../../domain/validators';
import { ACCOUNT_TEXTS } from '../../../../ui/account-texts';

export interface PhonePasswordForm { phone: string; code: string; password: string; again: string }

/** The first problem with a phone, its SMS code and a new password typed twice: register and forgot password check the same. */
export function phonePasswordProblem(form: PhonePasswordForm): string | null {
  if (!isMobile(form.phone)) return MESSAGES.mobileInvalid;
  if (!isCode(form.code)) return MESSAGES.codeInvalid;
  if (!isPassword(form.password)) return MESSAGES.passwordInvalid;
  if (form.password !== form.again) return ACCOUNT_TEXTS.common.passwordMismatch;
  return null;
}
