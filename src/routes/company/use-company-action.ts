import { useState } from 'react';
import type { CallDef, RequestOf, ResponseOf } from '../../contract/define-call';
import { describeIssue } from '../../contract/issue-message';
import { showError, toast } from '../../ui/feedback';
import { useAttemptKeys } from '../../ui/hooks/use-attempt-keys';
import { useOnline } from '../../ui/hooks/use-online';
import { useAppContext } from '../use-app-context';

/**
 * An administrator's action: checked with the contract's rule, sent directly (never queued: it needs the network)
 * with one Idempotency-Key per attempt, so a retry after no answer is answered, not done twice.
 */
export function useCompanyAction<C extends CallDef>(call: C, prefix: string) {
  const { api } = useAppContext();
  const online = useOnline();
  const keys = useAttemptKeys(prefix);
  const [busy, setBusy] = useState(false);

  async function run(input: RequestOf<C>, done: string): Promise<ResponseOf<C> | null> {
    const checked = call.request.safeParse(input);
    if (!checked.success) {
      toast(describeIssue(checked.error.issues[0]!));
      return null;
    }
    setBusy(true);
    try {
      const answer = await api.call(call, checked.data as RequestOf<C>, { idempotencyKey: keys.keyFor(JSON.stringify(checked.data)) });
      keys.settle();
      toast(done);
      return answer;
    } catch (error) {
      keys.settle(error);
      showError(error);
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { run, busy, online };
}
