import { List, Tag } from 'antd-mobile';
import type { ResponseOf } from '../../contract/define-call';
import type { companyShopApplications } from '../../contract/shop/apply';
import { formatDateTime } from '../../domain/relative-time';
import { SHOP_APPLY_TEXTS } from '../../ui/shop-apply-texts';
import { typeLabel, type ShopModel } from './application-details';

export type CompanyApplication = ResponseOf<typeof companyShopApplications>['list'][number];
export type ApplicationStatus = CompanyApplication['status'];
export const APPLICATION_TABS = ['PENDING', 'APPROVED', 'REFUSED'] as const satisfies readonly ApplicationStatus[];

const TAG_COLOR: Record<ApplicationStatus, string> = { PENDING: 'warning', APPROVED: 'success', REFUSED: 'danger' };

/** The list opens on 待审核; an unknown tab in the address reads as it too. */
export function asApplicationTab(status: string): ApplicationStatus {
  return (APPLICATION_TABS as readonly string[]).includes(status) ? (status as ApplicationStatus) : 'PENDING';
}

/** In the administrator's words (待审核), as the tabs say it. */
export function ApplicationStatusTag({ status }: { status: ApplicationStatus }) {
  return <Tag color={TAG_COLOR[status]} fill="outline">{SHOP_APPLY_TEXTS.tabs[status]}</Tag>;
}

export function ApplicationRow({ row, model, onOpen }: { row: CompanyApplication; model: ShopModel | null; onOpen(): void }) {
  return (
    <List.Item onClick={onOpen} data-testid="application-row" extra={<ApplicationStatusTag status={row.status} />}
      description={`${row.applicantName} ${row.applicantPhone} · ${formatDateTime(row.createdAt)}`}>
      <span className="application-row__name">{row.shopName}</span>
      <span className="application-row__type">{typeLabel(model, row.enterType)}</span>
    </List.Item>
  );
}
