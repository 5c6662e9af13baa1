import { useState } from 'react';
import { createLazyRoute } from '@tanstack/react-router';
import { Button, Form, Input, Steps } from 'antd-mobile';
import { changePhone, checkOldPhone, sendNewPhoneCode } from '../../../../contract/account/account';
import { maskMobile } from '../../../../domain/format';
import { MESSAGES } from '../../../../domain/messages';
import { isCode, isMobile } from '../../../../domain/validators';
import { ACCOUNT_TEXTS } from '../../../../ui/account-texts';
import { showError, toast, withLoading } from '../../../../ui/feedback';
import { useSession } from '../../../../ui/hooks/use-session';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { CodeButton, SecurityPage, sendOwnCode } from './account-bits';
import { goBack } from '../../../go-back';

const T = ACCOUNT_TEXTS.phone;
const C = ACCOUNT_TEXTS.common;

/** spec §2 settings/change_phone: a code to the old number, then one to the new number, then the change. */
function ChangePhoneScreen() {
  const { api, session } = useAppContext();
  const phone = useSession(session).userInfo.usersPhone ?? '';
  const [ticket, setTicket] = useState('');
  const [oldCode, setOldCode] = useState('');
  const [next, setNext] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<void>) {
    setBusy(true);
    try { await withLoading(work()); } catch (error) { showError(error); } finally { setBusy(false); }
  }

  const verifyOld = () => {
    if (!isCode(oldCode)) return toast(MESSAGES.codeInvalid);
    void run(async () => setTicket((await api.call(checkOldPhone, { code: oldCode })).ticket));
  };
  const sendNew = async () => {
    if (!isMobile(next)) { toast(MESSAGES.mobileInvalid); return false; }
    return api.call(sendNewPhoneCode, { ticket, phone: next });
  };
  const change = () => {
    if (!isMobile(next)) return toast(MESSAGES.mobileInvalid);
    if (!isCode(code)) return toast(MESSAGES.codeInvalid);
    void run(async () => {
      const done = await api.call(changePhone, { ticket, phone: next, code });
      session.updateUserInfo({ usersPhone: done.phone });
      toast(T.done);
      goBack();
    });
  };

  return (
    <SecurityPage title={T.title} className="change-phone">
      <Steps current={ticket ? 1 : 0}><Steps.Step title={T.stepOld} /><Steps.Step title={T.stepNew} /></Steps>
      {!ticket ? (
        <Form layout="horizontal">
          <Form.Item label={C.code} description={C.codeSentTo(maskMobile(phone))} extra={<CodeButton send={() => sendOwnCode(api)} />}>
            <Input aria-label={C.code} placeholder={C.codePlaceholder} type="tel" maxLength={6} value={oldCode} onChange={(v) => setOldCode(v.trim())} />
          </Form.Item>
        </Form>
      ) : (
        <Form layout="horizontal">
          <Form.Item label={T.newPhone}>
            <Input aria-label={T.newPhone} placeholder={T.newPhonePlaceholder} type="tel" maxLength={11} value={next} onChange={(v) => setNext(v.trim())} clearable />
          </Form.Item>
          <Form.Item label={C.code} extra={<CodeButton send={sendNew} />}>
            <Input aria-label={`${T.newPhone}${C.code}`} placeholder={C.codePlaceholder} type="tel" maxLength={6} value={code} onChange={(v) => setCode(v.trim())} />
          </Form.Item>
        </Form>
      )}
      <p className="page-hint">{T.hint}</p>
      <div className="page-actions">
        <Button block color="primary" loading={busy} onClick={ticket ? change : verifyOld}>{ticket ? C.confirm : C.next}</Button>
      </div>
    </SecurityPage>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.changePhone}` as const)({ component: ChangePhoneScreen });
