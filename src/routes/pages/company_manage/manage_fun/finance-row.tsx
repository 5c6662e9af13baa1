import { Button, Tag } from 'antd-mobile';
import type { ResponseOf } from '../../../../contract/define-call';
import type { companyWithdrawList } from '../../../../contract/wallet/withdraw';
import { formatFen } from '../../../../domain/format';
import { formatDateTime } from '../../../../domain/relative-time';
import { WITHDRAW_TEXTS } from '../../../../ui/withdraw-texts';
import { CardLabel, StatusTag } from '../../../withdraw/withdraw-bits';

const T = WITHDRAW_TEXTS.finance;
export type CompanyWithdrawal = ResponseOf<typeof companyWithdrawList>['list'][number];

interface Props {
  row: CompanyWithdrawal;
  busy: boolean;
  online: boolean;
  onApprove(): void;
  onRefuse(): void;
}

/** One request as the administrator sees it: who (phone masked by the host), how much, to which card. */
export function FinanceRow({ row, busy, online, onApprove, onRefuse }: Props) {
  return (
    <article className="finance-row" data-testid="finance-row">
      <div className="finance-row__head">
        <span className="finance-row__owner">
          <Tag color="primary" fill="outline">{T.owner[row.owner]}</Tag> {row.ownerName} {row.ownerPhone}
        </span>
        <StatusTag status={row.status} />
      </div>
      <div className="finance-row__amount">¥{formatFen(row.amount)}</div>
      <CardLabel bankName={row.bankName} last4={row.last4} />
      <div className="finance-row__meta">
        {formatDateTime(row.createdAt)}
        {row.reason && <div>{T.reason(row.reason)}</div>}
        {row.complaint && <div>{T.complaint(row.complaint)}</div>}
      </div>
      {row.status === 'PENDING' && (
        <div className="finance-row__actions">
          <Button size="small" disabled={!online || busy} onClick={onRefuse}>{T.refuse}</Button>
          <Button size="small" color="primary" disabled={!online} loading={busy} onClick={onApprove}>{T.approve}</Button>
        </div>
      )}
    </article>
  );
}
