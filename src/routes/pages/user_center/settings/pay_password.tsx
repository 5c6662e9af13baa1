import { useEffect, useRef, useState } from 'react';
import { createLazyRoute } from '@tanstack/react-router';
import { Button, Form, Input, NavBar, Tabs, type PasscodeInputRef } from 'antd-mobile';
import { SEND_TYPES, sendCodeByUser } from '../../../../contract/account/phone-codes';
import { payPasswordState, setPayPassword } from '../../../../contract/orders/pay';
import { formatDate } from '../../../../domain/relative-time';
import { maskMobile } from '../../../../domain/format';
import { ApiError } from '../../../../api/api-error';
import { resendWaitIn } from '../../../../domain/account';
import { SMS_RESEND_SECONDS } from '../../../../domain/constants';
import { MESSAGES } from '../../../../domain/messages';
import { isWeakPayPassword } from '../../../../domain/password';
import { isCode } from '../../../../domain/validators';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { showError, toast } from '../../../../ui/feedback';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useOnline } from '../../../../ui/hooks/use-online';
import { useSession } from '../../../../ui/hooks/use-session';
import { TEXTS } from '../../../../ui/texts';
import { CHECKOUT_TEXTS } from '../../../../ui/checkout-texts';
import { PasscodeBoxes } from '../../../checkout/passcode-boxes';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { goBack } from '../../../go-back';

const T = CHECKOUT_TEXTS.payPassword;
/** Proving who it is (the SMS code, or the old password in the boxes), then the new password twice in the boxes. */
type Step = 'verify' | 'next' | 'again';

/** Set or change the pay password (SMS code, sendType 4, or the old one); a security step, so online only. */
function PayPasswordScreen() {
  const { sync, api, session } = useAppContext();
  const phone = useSession(session).userInfo.usersPhone ?? '';
  const online = useOnline();
  const state = useCachedCall(sync, payPasswordState, {});
  const [by, setBy] = useState<'code' | 'old'>('code');
  const [step, setStep] = useState<Step>('verify');
  const [proof, setProof] = useState({ code: '', old: '', next: '' });
  const [boxes, setBoxes] = useState('');
  const [wait, setWait] = useState(0);
  const [busy, setBusy] = useState(false);
  const input = useRef<PasscodeInputRef>(null);
  useEffect(() => { if (wait > 0) { const id = setTimeout(() => setWait(wait - 1), 1000); return () => clearTimeout(id); } }, [wait]);
  const has = state.data?.hasPayPassword ?? false;
  const showsBoxes = step !== 'verify' || (has && by === 'old');
  useEffect(() => { if (showsBoxes) input.current?.focus(); }, [showsBoxes, step]);

  async function sendCode() {
    try {
      await api.call(sendCodeByUser, { sendType: SEND_TYPES.payPassword });
      toast(MESSAGES.codeSent);
      setWait(SMS_RESEND_SECONDS);
    } catch (error) {
      showError(error);
      if (error instanceof ApiError && error.kind === 'business') setWait(resendWaitIn(error.message) ?? 0);
    }
  }

  const goTo = (next: Step) => { setBoxes(''); setStep(next); };

  async function save(payPassword: string) {
    const input = by === 'code' || !has ? { payPassword, code: proof.code } : { payPassword, oldPayPassword: proof.old };
    const checked = setPayPassword.request.safeParse(input);
    if (!checked.success) { toast(checked.error.issues[0]!.message); return goTo('next'); }
    setBusy(true);
    try {
      await api.call(setPayPassword, checked.data);
      toast(T.done);
      // Back at once: waiting for the refresh first would go back from wherever the user went meanwhile.
      void state.reload();
      goBack();
    } catch (error) {
      // Refused for its proof (a wrong code or old password) or its strength: the user starts again from the proof.
      showError(error);
      goTo('verify');
    } finally { setBusy(false); }
  }

  function confirmBoxes() {
    if (boxes.length !== 6 || busy) return;
    if (step === 'verify') { setProof((p) => ({ ...p, old: boxes })); return goTo('next'); }
    if (step === 'next') {
      if (isWeakPayPassword(boxes)) { toast(MESSAGES.payPasswordWeak); return setBoxes(''); }
      setProof((p) => ({ ...p, next: boxes }));
      return goTo('again');
    }
    if (boxes !== proof.next) { toast(MESSAGES.payPasswordMismatch); return goTo('next'); }
    void save(boxes);
  }

  const back = <NavBar onBack={() => goBack()}>{T.title}</NavBar>;
  if (!online) return <div className="page">{back}<EmptyState title={CHECKOUT_TEXTS.pay.offline} /></div>;
  if (!state.data) return <div className="page">{back}<LoadingState /></div>;
  const heading = step === 'next' ? T.enterNext : step === 'again' ? T.enterAgain : T.enterOld;
  return (
    <div className="page pay-password">
      {back}
      <h3 className="pay-password__title">{has ? T.change : T.set}</h3>
      {state.data.lockedUntil > Date.now() && <p className="page-hint">{T.locked(formatDate(state.data.lockedUntil))}</p>}
      {has && step === 'verify' && <Tabs activeKey={by} onChange={(k) => { setBy(k as 'code' | 'old'); setBoxes(''); }}><Tabs.Tab key="code" title={T.byCode} /><Tabs.Tab key="old" title={T.byOld} /></Tabs>}
      {step === 'verify' && (by === 'code' || !has) && (
        <>
          <Form layout="horizontal">
            <Form.Item label={T.code} description={T.sentTo(maskMobile(phone))}
              extra={<Button size="small" disabled={wait > 0} onClick={() => void sendCode()}>{wait > 0 ? TEXTS.login.resendIn(wait) : T.sendCode}</Button>}>
              <Input value={proof.code} onChange={(v) => setProof((p) => ({ ...p, code: v.trim() }))} maxLength={6} inputMode="numeric" aria-label={T.code} />
            </Form.Item>
          </Form>
          <div className="page-actions">
            <Button block color="primary" onClick={() => (isCode(proof.code) ? goTo('next') : toast(MESSAGES.codeInvalid))}>{T.nextStep}</Button>
          </div>
        </>
      )}
      {showsBoxes && (
        <section className="pay-password__step">
          <p className="pay-password__heading" data-testid="pay-password-step">{heading}</p>
          <PasscodeBoxes ref={input} value={boxes} onChange={setBoxes} onConfirm={confirmBoxes}
            confirmText={step === 'again' ? T.save : T.nextStep} />
        </section>
      )}
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.payPassword}` as const)({ component: PayPasswordScreen });
