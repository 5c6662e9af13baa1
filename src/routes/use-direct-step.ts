import { useState } from 'react';
import { ApiError } from '../api/api-error';
import type { CallDef, RequestOf, ResponseOf } from '../contract/define-call';
import { showError, toast } from '../ui/feedback';
import { newClientId } from '../ui/hooks/use-entry-outcome';
import { useOnline } from '../ui/hooks/use-online';
import { useAppContext } from './use-app-context';

/**
 * A step sent straight to the host, never queued offline (it moves value or ownership, or its answer decides what
 * the screen shows next). Each press gets its own Idempotency-Key; the host's guarded updates refuse a second effect.
 */
export function useDirectStep(needNetwork: string) {
  const { api } = useAppContext();
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  /** `leads` answers a host refusal by its code with a way forward instead of the bare message. */
  async function run<C extends CallDef>(call: C, input: RequestOf<C>, done?: string, leads?: Record<number, (message: string) => void>): Promise<ResponseOf<C> | null> {
    if (!online) {
      toast(needNetwork);
      return null;
    }
    setBusy(true);
    try {
      const answer = await api.call(call, input, { idempotencyKey: newClientId('step') });
      if (done) toast(done);
      return answer;
    } catch (error) {
      const lead = error instanceof ApiError && error.kind === 'business' ? leads?.[error.code] : undefined;
      if (lead) lead((error as ApiError).message);
      else showError(error);
      return null;
    } finally {
      setBusy(false);
    }
  }
  return { run, busy, online };
}
