import { useEffect, useState, type ReactNode } from 'react';
import { Button, NavBar } from 'antd-mobile';
import type { ApiClient } from '../../../../api/client';
import { ApiError } from '../../../../api/api-error';
import { SEND_TYPES, sendCodeByUser } from '../../../../contract/account/phone-codes';
import { resendWaitIn } from '../../../../domain/account';
import { SMS_RESEND_SECONDS } from '../../../../domain/constants';
import { MESSAGES } from '../../../../domain/messages';
import { ACCOUNT_TEXTS } from '../../../../ui/account-texts';
import { EmptyState } from '../../../../ui/components/page-state';
import { showError, toast } from '../../../../ui/feedback';
import { useOnline } from '../../../../ui/hooks/use-online';
import './account.css';
import { goBack } from '../../../go-back';

const T = ACCOUNT_TEXTS.common;

/** A "get code" button that counts down after a successful send (spec §8 phone code); `send` answers false to skip it. */
export function CodeButton({ send }: { send: () => Promise<unknown> }) {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  async function click() {
    try {
      if ((await send()) === false) return;
      toast(MESSAGES.codeSent);
      setLeft(SMS_RESEND_SECONDS);
    } catch (error) {
      showError(error);
      // Asked too soon (a reload lost the count): count down what the host says is left (issue 34.12).
      if (error instanceof ApiError && error.kind === 'business') setLeft(resendWaitIn(error.message) ?? 0);
    }
  }
  return (
    <Button size="small" color="primary" fill="none" disabled={left > 0} onClick={() => void click()}>
      {left > 0 ? T.resendIn(left) : T.sendCode}
    </Button>
  );
}

/** A code to the signed-in user's own phone, for the security steps (sendType 5). */
export const sendOwnCode = (api: ApiClient) => api.call(sendCodeByUser, { sendType: SEND_TYPES.changePhone });

/** A security screen: it changes secrets at the host, so it needs the network (never queued offline). */
export function SecurityPage({ title, className, children }: { title: string; className: string; children: ReactNode }) {
  const online = useOnline();
  return (
    <div className={`page ${className}`}>
      <NavBar onBack={() => goBack()}>{title}</NavBar>
      {online ? children : <EmptyState title={T.offline} />}
    </div>
  );
}
