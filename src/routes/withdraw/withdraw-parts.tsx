import { useNavigate } from '@tanstack/react-router';
import { Button, Result } from 'antd-mobile';
import type { Withdrawal } from '../../contract/wallet/withdraw';
import { formatFen } from '../../domain/format';
import { WITHDRAW_TEXTS } from '../../ui/withdraw-texts';
import { PATHS } from '../paths';
import type { WithdrawBlocker } from './withdraw-rules';
import { goBack } from '../go-back';

const T = WITHDRAW_TEXTS.apply;

const BLOCKERS = {
  realName: { text: T.needRealName, action: T.goRealName, to: PATHS.authenUserInfo },
  payPassword: { text: T.needPayPassword, action: T.goPayPassword, to: PATHS.payPassword },
  card: { text: T.needCard, action: T.goCard, to: PATHS.addBank },
} as const;

export function WithdrawBlockerNotice({ blocker }: { blocker: WithdrawBlocker }) {
  const navigate = useNavigate();
  const { text, action, to } = BLOCKERS[blocker];
  return (
    <div className="withdraw-blocker" data-testid="withdraw-blocker">
      <p>{text}</p>
      <Button color="primary" onClick={() => void navigate({ to })}>{action}</Button>
    </div>
  );
}

export function WithdrawRules({ min, max }: { min: number; max: number }) {
  return (
    <section className="withdraw-rules">
      <h4>{T.rulesTitle}</h4>
      <ul>{T.rules(formatFen(min), formatFen(max)).map((rule) => <li key={rule}>{rule}</li>)}</ul>
    </section>
  );
}

/** The answer to a request: the money is frozen until the administrator decides. */
export function WithdrawDone({ withdrawal }: { withdrawal: Withdrawal }) {
  const navigate = useNavigate();
  const card = WITHDRAW_TEXTS.log.cardOf(withdrawal.bankName, withdrawal.last4);
  return (
    <div data-testid="withdraw-done">
      <Result status="waiting" title={T.frozenTitle} description={T.frozenText(formatFen(withdrawal.amount), card)} />
      <div className="page-actions">
        <Button block color="primary" onClick={() => void navigate({ to: PATHS.withdrawLogDetails, search: { withdrawId: withdrawal.withdrawId }, replace: true })}>
          {T.viewRecord}
        </Button>
        <Button block onClick={() => goBack()}>{T.done}</Button>
      </div>
    </div>
  );
}
