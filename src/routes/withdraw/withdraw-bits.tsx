import { List, Tag } from 'antd-mobile';
import type { Withdrawal } from '../../contract/wallet/withdraw';
import { formatFen } from '../../domain/format';
import { formatDateTime } from '../../domain/relative-time';
import { maskCardNumber, WITHDRAW_STATUS_TEXT, type WithdrawStatus } from '../../domain/wallet-rules';
import { WITHDRAW_TEXTS } from '../../ui/withdraw-texts';
import './withdraw.css';

const TAG_COLOR: Record<WithdrawStatus, string> = { PENDING: 'warning', APPROVED: 'success', REFUSED: 'danger', EXPIRED: 'default' };

/** A card as every screen but the number input shows it: the bank and the last four digits. */
export function CardLabel({ bankName, last4 }: { bankName: string; last4: string }) {
  return (
    <span className="card-label">
      <span className="card-label__bank">{bankName}</span>
      <span className="card-label__no" data-testid="card-number">{maskCardNumber(last4)}</span>
    </span>
  );
}

export function StatusTag({ status }: { status: WithdrawStatus }) {
  return <Tag color={TAG_COLOR[status]} fill="outline">{WITHDRAW_STATUS_TEXT[status]}</Tag>;
}

export function WithdrawRow({ row, onOpen }: { row: Withdrawal; onOpen(): void }) {
  return (
    <List.Item onClick={onOpen} data-testid="withdraw-row" extra={<StatusTag status={row.status} />}
      description={`${WITHDRAW_TEXTS.log.cardOf(row.bankName, row.last4)} · ${formatDateTime(row.createdAt)}`}>
      <span className="withdraw-row__amount">¥{formatFen(row.amount)}</span>
    </List.Item>
  );
}

interface BannerProps {
  online: boolean;
  /** The host could not be reached for this screen: what it shows is the device's last copy. */
  stale?: boolean;
  /** The screen has actions that need the network: offline it says so before the user starts. */
  actions?: boolean;
}

/** Says the page shows what the device had, and, offline, that its actions wait for the network. */
export function OfflineBanner({ online, stale = false, actions = false }: BannerProps) {
  if (online && !stale) return null;
  const text = online ? WITHDRAW_TEXTS.stale : actions ? WITHDRAW_TEXTS.needsNetwork : WITHDRAW_TEXTS.offline;
  return <div className="offline-notice" role="status">{text}</div>;
}
