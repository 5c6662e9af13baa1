import { useEffect, useState } from 'react';
import type { ApiClient } from '../../../../api/client';
import { bankCheck } from '../../../../contract/wallet/withdraw';
import { DEBOUNCE_MS } from '../../../../domain/constants';
import { isBankCard, normalizeBankCard } from '../../../../domain/bank-card';
import { WITHDRAW_TEXTS } from '../../../../ui/withdraw-texts';

const T = WITHDRAW_TEXTS.bank;
/** Most cards have 16 to 19 digits: a failed check is shown from 16 on, not while the number is still being typed. */
const SHOW_BAD_FROM = 16;

export interface CardCheck {
  state: 'typing' | 'bad' | 'ok';
  bankName: string;
  checking: boolean;
}

/** The Luhn check as the number is typed, then the host names the bank (bankCheck) once the number passes. */
export function useCardCheck(api: ApiClient, typed: string, online: boolean): CardCheck {
  const digits = normalizeBankCard(typed);
  const valid = isBankCard(digits);
  const state = valid ? 'ok' : digits.length >= SHOW_BAD_FROM ? 'bad' : 'typing';
  const [bank, setBank] = useState<{ digits: string; name: string } | null>(null);
  useEffect(() => {
    if (!valid || !online) return;
    let live = true;
    const timer = setTimeout(() => {
      api.call(bankCheck, { cardNo: digits }).then((answer) => { if (live) setBank({ digits, name: T.bankOf(answer.bankName, answer.cardType) }); }, () => undefined);
    }, DEBOUNCE_MS);
    return () => { live = false; clearTimeout(timer); };
  }, [api, digits, valid, online]);
  const bankName = bank?.digits === digits ? bank.name : '';
  return { state, bankName, checking: valid && online && !bankName };
}

export function CardNumberState({ check }: { check: CardCheck }) {
  if (check.state === 'typing') return <p className="card-input__state" />;
  if (check.state === 'bad') return <p className="card-input__state card-input__state--bad" role="alert">{T.cardInvalid}</p>;
  return (
    <p className="card-input__state card-input__state--ok" data-testid="card-bank">
      {check.bankName || (check.checking ? T.cardChecking : T.cardUnknownBank)}
    </p>
  );
}
