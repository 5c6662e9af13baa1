import { useState } from 'react';
import { Button } from 'antd-mobile';
import type { ApiClient } from '../../../../api/client';
import type { ResponseOf } from '../../../../contract/define-call';
import { companyLedgerCheck } from '../../../../contract/wallet/withdraw';
import { formatDateTime } from '../../../../domain/relative-time';
import { showError } from '../../../../ui/feedback';
import { WITHDRAW_TEXTS } from '../../../../ui/withdraw-texts';

const T = WITHDRAW_TEXTS.finance;

/** 对账: the host re-adds the whole ledger and says whether every account and transaction balances. */
export function LedgerCheck({ api, online }: { api: ApiClient; online: boolean }) {
  const [result, setResult] = useState<ResponseOf<typeof companyLedgerCheck> | null>(null);
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    try {
      setResult(await api.call(companyLedgerCheck, {}));
    } catch (error) { showError(error); } finally { setBusy(false); }
  }

  return (
    <>
      <div className="page-actions">
        <Button block disabled={!online} loading={busy} onClick={() => void run()}>{T.ledger}</Button>
      </div>
      {result && (
        <div className={`ledger-result ledger-result--${result.ok ? 'ok' : 'bad'}`} role="status" data-testid="ledger-result">
          <div>{result.ok ? T.ledgerOk(result.transactions, result.accounts) : T.ledgerBad(result.problems.length)}</div>
          {result.problems.length > 0 && <ul>{result.problems.map((p) => <li key={p}>{p}</li>)}</ul>}
          <div>{T.checkedAt(formatDateTime(result.checkedAt))}</div>
        </div>
      )}
    </>
  );
}
