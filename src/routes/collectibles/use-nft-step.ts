import { useState } from 'react';
import type { CallDef, RequestOf, ResponseOf } from '../../contract/define-call';
import { showError, toast } from '../../ui/feedback';
import { newClientId } from '../../ui/hooks/use-entry-outcome';
import { useOnline } from '../../ui/hooks/use-online';
import { COLLECTIBLE_TEXTS as T } from '../../ui/collectible-texts';
import { useAppContext } from '../use-app-context';

/**
 * A collectible step sent straight to the host (it moves value or ownership: never queued offline). Each press gets
 * its own Idempotency-Key; the host's guarded moves refuse a second effect anyway.
 */
export function useNftStep() {
  const { api } = useAppContext();
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  async function run<C extends CallDef>(call: C, input: RequestOf<C>, done?: string): Promise<ResponseOf<C> | null> {
    if (!online) {
      toast(T.needNetwork);
      return null;
    }
    setBusy(true);
    try {
      const answer = await api.call(call, input, { idempotencyKey: newClientId('nft') });
      if (done) toast(done);
      return answer;
    } catch (error) {
      showError(error);
      return null;
    } finally {
      setBusy(false);
    }
  }
  return { run, busy, online };
}
