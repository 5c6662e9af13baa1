import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../../api/api-error';
import type { ApiClient } from '../../../../api/client';
import type { ResponseOf } from '../../../../contract/define-call';
import { openidByCode, payStatus, sandboxConfirm } from '../../../../contract/orders/pay';
import { balanceInfo, balanceTopUp } from '../../../../contract/wallet/wallet';
import { MESSAGES } from '../../../../domain/messages';
import { showError } from '../../../../ui/feedback';
import { useAttemptKeys } from '../../../../ui/hooks/use-attempt-keys';
import { newClientId } from '../../../../ui/hooks/use-entry-outcome';
import { useOnline } from '../../../../ui/hooks/use-online';
import { useAppContext } from '../../../use-app-context';

type Prepay = ResponseOf<typeof balanceTopUp>;
export type TopUpStep =
  | { state: 'preparing' }
  | { state: 'failed'; msg: string }
  | { state: 'ready' | 'paying' | 'done' | 'unpaid'; prepay: Prepay };

const POLLS = 15;
const POLL_MS = 1000;

/** Asks the pay host until the payment is no longer pending, or gives up after about 15 s. */
async function waitForPayment(api: ApiClient, payNo: string): Promise<string> {
  for (let i = 0; i < POLLS; i++) {
    const { status } = await api.call(payStatus, { payNo });
    if (status !== 'PENDING') return status;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return 'PENDING';
}

/**
 * The top-up cashier (spec §2 full_open): an openid by the OAuth code (the sandbox takes any code), a prepay from the
 * pay host, then the cashier; the sandbox confirms here and calls back signed. Online only, never queued.
 */
export function useTopUp(amountText: string | null) {
  const { api, sync } = useAppContext();
  const online = useOnline();
  const keys = useAttemptKeys('tu');
  const openid = useRef<Promise<string> | null>(null);
  const [step, setStep] = useState<TopUpStep>({ state: 'preparing' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!online || !amountText) return;
    let stopped = false;
    setStep({ state: 'preparing' });
    // One openid per page, so a retry after no answer repeats the same request with the same key.
    openid.current ??= api.call(openidByCode, { code: newClientId('code') }).then((a) => a.openid, (error: unknown) => {
      openid.current = null;
      throw error;
    });
    openid.current.then(async (id) => {
      try {
        const prepay = await api.call(balanceTopUp, { amount: amountText, openid: id }, { idempotencyKey: keys.keyFor(`${amountText}:${id}`) });
        keys.settle();
        return prepay;
      } catch (error) {
        keys.settle(error);
        throw error;
      }
    }).then(
      (prepay) => { if (!stopped) setStep({ state: 'ready', prepay }); },
      (error: unknown) => { if (!stopped) setStep({ state: 'failed', msg: error instanceof ApiError ? error.message : MESSAGES.fetchFailed }); },
    );
    return () => { stopped = true; };
  }, [api, online, amountText, keys, attempt]);

  const pay = useCallback(async (prepay: Prepay) => {
    setStep({ state: 'paying', prepay });
    try {
      if (prepay.sandbox) await api.call(sandboxConfirm, { payNo: prepay.payNo });
      const status = await waitForPayment(api, prepay.payNo);
      if (status === 'PAID') await sync.refresh({ kind: 'call', name: balanceInfo.name, params: {} });
      setStep({ state: status === 'PAID' ? 'done' : 'unpaid', prepay });
    } catch (error) {
      showError(error);
      setStep({ state: 'ready', prepay });
    }
  }, [api, sync]);

  return { step, online, pay, retry: () => setAttempt((n) => n + 1) };
}
