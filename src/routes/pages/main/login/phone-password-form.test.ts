import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../domain/messages';
import { ACCOUNT_TEXTS } from '../../../../ui/account-texts';
import { phonePasswordProblem } from './phone-password-form';

const good = { phone: '13800000009', code: '123456', password: 'Starq@2026', again: 'Starq@2026' };

describe('register and forgot-password form check', () => {
  it('passes a complete form and names the first problem otherwise, in the order the fields stand', () => {
    expect(phonePasswordProblem(good)).toBeNull();
    expect(phonePasswordProblem({ ...good, phone: '123', code: '' })).toBe(MESSAGES.mobileInvalid);
    expect(phonePasswordProblem({ ...good, code: '12' })).toBe(MESSAGES.codeInvalid);
    expect(phonePasswordProblem({ ...good, password: '1', again: '1' })).toBe(MESSAGES.passwordInvalid);
    expect(phonePasswordProblem({ ...good, again: 'Starq@2027' })).toBe(ACCOUNT_TEXTS.common.passwordMismatch);
  });
});
