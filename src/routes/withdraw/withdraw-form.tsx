import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Button, Input, List } from 'antd-mobile';
import { ApiError } from '../../api/api-error';
import type { BankCard, Withdrawal } from '../../contract/wallet/withdraw';
import { formatFen, yuanToFen } from '../../domain/format';
import { writeAmountText } from '../../domain/wallet-input';
import { showError, toast } from '../../ui/feedback';
import { useAttemptKeys } from '../../ui/hooks/use-attempt-keys';
import { WITHDRAW_TEXTS } from '../../ui/withdraw-texts';
import { PayPasswordPopup } from '../checkout/pay-password-popup';
import { PATHS } from '../paths';
import { chosenCardId } from './chosen-card';
import { CardLabel } from './withdraw-bits';
import { WithdrawBlockerNotice, WithdrawDone, WithdrawRules } from './withdraw-parts';
import { amountProblem, withdrawBlocker } from './withdraw-rules';

const T = WITHDRAW_TEXTS.apply;

export interface WithdrawInput { amount: string; cardId: string; payPassword: string }

interface Props {
  setup: { realName: boolean; hasPayPassword: boolean; cards: BankCard[]; min: number; max: number };
  available: number;
  online: boolean;
  /** Sends the request with the attempt's Idempotency-Key (the call moves value). */
  apply(input: WithdrawInput, idempotencyKey: string): Promise<Withdrawal>;
  onApplied(): void;
}

/**
 * The withdraw form of both the user and the shop: what is missing first (real name, pay password, a card), then
 * the amount and card, then the pay password. Offline the button is off and the page says so before any password.
 */
export function WithdrawForm({ setup, available, online, apply, onApplied }: Props) {
  const navigate = useNavigate();
  const keys = useAttemptKeys('wd');
  const [amount, setAmount] = useState('');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<Withdrawal | null>(null);
  const card = setup.cards.find((c) => c.cardId === chosenCardId()) ?? setup.cards[0];
  const blocker = withdrawBlocker(setup);

  function start() {
    const problem = amountProblem(amount, available);
    if (problem) return toast(problem);
    setAsking(true);
  }

  async function send(payPassword: string) {
    if (!card) return;
    setBusy(true);
    const input = { amount: amount.trim(), cardId: card.cardId, payPassword };
    try {
      const result = await apply(input, keys.keyFor(`${yuanToFen(input.amount)}|${card.cardId}`));
      keys.settle();
      setAsking(false);
      setDone(result);
      onApplied();
    } catch (error) {
      keys.settle(error);
      if (error instanceof ApiError && error.kind === 'network') {
        setAsking(false);
        toast(T.noAnswer);
      } else showError(error);
    } finally { setBusy(false); }
  }

  if (done) return <WithdrawDone withdrawal={done} />;
  if (blocker) return <WithdrawBlockerNotice blocker={blocker} />;
  return (
    <>
      <List>
        <List.Item onClick={() => void navigate({ to: PATHS.selectBank })} data-testid="withdraw-card"
          extra={card ? <CardLabel bankName={card.bankName} last4={card.last4} /> : T.chooseCard}>{T.card}</List.Item>
        <List.Item title={T.amount} description={T.availableLine(formatFen(available))}
          extra={<button type="button" className="link-button" onClick={() => setAmount(writeAmountText(available))}>{T.all}</button>}>
          <div className="withdraw-amount">
            <span className="withdraw-amount__yuan">¥</span>
            <Input value={amount} onChange={(v) => setAmount(v.replace(/[^\d.]/g, ''))} placeholder={T.amountPlaceholder}
              inputMode="decimal" aria-label={T.amount} />
          </div>
        </List.Item>
      </List>
      <WithdrawRules min={setup.min} max={setup.max} />
      <div className="page-actions">
        <Button block color="primary" disabled={!online || !card} onClick={start}>{T.submit}</Button>
      </div>
      <PayPasswordPopup visible={asking} busy={busy} confirmText={T.confirmKey} onClose={() => setAsking(false)} onSubmit={(p) => void send(p)} />
    </>
  );
}
