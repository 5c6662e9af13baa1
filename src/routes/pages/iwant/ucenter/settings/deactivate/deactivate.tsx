import { useCallback, useEffect, useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, Checkbox, Form, Input } from 'antd-mobile';
import { deactivate, deactivationCheck } from '../../../../../../contract/account/account';
import { DEACTIVATION_COOLING_DAYS } from '../../../../../../domain/account';
import { maskMobile } from '../../../../../../domain/format';
import { MESSAGES } from '../../../../../../domain/messages';
import { formatDate } from '../../../../../../domain/relative-time';
import { isCode } from '../../../../../../domain/validators';
import { ACCOUNT_TEXTS } from '../../../../../../ui/account-texts';
import { alertDialog, confirmDialog, showError, toast, withLoading } from '../../../../../../ui/feedback';
import { useSession } from '../../../../../../ui/hooks/use-session';
import { PATHS } from '../../../../../paths';
import { useAppContext } from '../../../../../use-app-context';
import { CodeButton, SecurityPage, sendOwnCode } from '../../../../user_center/settings/account-bits';

const T = ACCOUNT_TEXTS.deactivate;
const C = ACCOUNT_TEXTS.common;

/** What is left to settle before the account may close, read when the screen opens and after a refusal. */
function useWhatIsLeft() {
  const { api } = useAppContext();
  const [left, setLeft] = useState<string[] | null>(null);
  const check = useCallback(() => api.call(deactivationCheck, {}).then((answer) => setLeft(answer.left), () => setLeft(null)), [api]);
  useEffect(() => { void check(); }, [check]);
  return { left, check };
}

function LeftToSettle({ left }: { left: string[] | null }) {
  if (!left?.length) return null;
  return (
    <section className="deactivate__left" role="alert" data-testid="deactivate-left">
      <h3>{T.leftTitle}</h3>
      <ul>{left.map((item) => <li key={item}>{item}</li>)}</ul>
    </section>
  );
}

/**
 * spec §2 iwant/ucenter/settings/deactivate/deactivate: what is lost, what must be settled first (the host refuses
 * the request too), the cooling-off period, then the request.
 */
function DeactivateScreen() {
  const { api, session } = useAppContext();
  const { left, check } = useWhatIsLeft();
  const navigate = useNavigate();
  const phone = useSession(session).userInfo.usersPhone ?? '';
  const [agreed, setAgreed] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit() {
    if (!agreed) return toast(T.mustAgree);
    if (!isCode(code)) return toast(MESSAGES.codeInvalid);
    if (!(await confirmDialog(T.confirm))) return;
    setBusy(true);
    try {
      const done = await withLoading(api.call(deactivate, { code }));
      session.logout();
      await alertDialog(T.doneTitle, T.done(formatDate(done.closesAt)));
      void navigate({ to: PATHS.mine, replace: true });
    } catch (error) {
      showError(error);
      void check();
    } finally { setBusy(false); }
  }

  return (
    <SecurityPage title={T.title} className="deactivate">
      <section className="deactivate__notice">
        <h3>{T.heading}</h3>
        <ol>{T.lost.map((line) => <li key={line}>{line}</li>)}</ol>
        <p className="deactivate__cooling">{T.cooling(DEACTIVATION_COOLING_DAYS)}</p>
      </section>
      <LeftToSettle left={left} />
      <Form layout="horizontal">
        <Form.Item label={C.code} description={C.codeSentTo(maskMobile(phone))} extra={<CodeButton send={() => sendOwnCode(api)} />}>
          <Input aria-label={C.code} placeholder={C.codePlaceholder} type="tel" maxLength={6} value={code} onChange={(v) => setCode(v.trim())} />
        </Form.Item>
      </Form>
      <div className="page-actions">
        <Checkbox checked={agreed} onChange={setAgreed} style={{ '--font-size': '14px', '--icon-size': '18px' }}>{T.agree}</Checkbox>
        <Button block color="danger" loading={busy} disabled={!agreed || Boolean(left?.length)} onClick={() => void submit()} style={{ marginTop: 12 }}>{T.submit}</Button>
      </div>
    </SecurityPage>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.deactivate}` as const)({ component: DeactivateScreen });
