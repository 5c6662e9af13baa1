import { List } from 'antd-mobile';
import type { WalletEntry } from '../../contract/wallet/wallet';
import { formatDate } from '../../domain/relative-time';
import { formatAssetAmount, HOLD_LINES, MOVEMENT_KINDS } from '../../domain/wallet-rules';
import { WALLET_TEXTS as T } from '../wallet-texts';

/**
 * Ledger movements as rows: why, the memo and day, and the signed amount in the asset's unit. A hold's lines say
 * 冻结 or 解冻 with their cause.
 */
export function EntryRows({ entries }: { entries: WalletEntry[] }) {
  return (
    <>
      {entries.map((row) => (
        <List.Item key={row.id} data-testid="wallet-entry" data-hold={row.hold ?? undefined}
          description={row.memo && row.memo !== MOVEMENT_KINDS[row.kind] ? `${row.memo} · ${formatDate(row.createdAt)}` : formatDate(row.createdAt)}
          extra={<span className={row.amount >= 0 ? 'wallet__in' : 'wallet__out'}>{row.amount >= 0 ? '+' : ''}{formatAssetAmount(row.asset, row.amount)}</span>}>
          {row.hold ? T.holdLine(HOLD_LINES[row.hold], MOVEMENT_KINDS[row.kind]) : MOVEMENT_KINDS[row.kind]}
        </List.Item>
      ))}
    </>
  );
}
