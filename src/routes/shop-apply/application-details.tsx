import { Image, List } from 'antd-mobile';
import type { ResponseOf } from '../../contract/define-call';
import type { shopModelModule, ShopApplication } from '../../contract/shop/apply';
import { formatDateTime } from '../../domain/relative-time';
import { SHOP_APPLY_TEXTS } from '../../ui/shop-apply-texts';
import './shop-apply.css';

const T = SHOP_APPLY_TEXTS.details;
export type ShopModel = ResponseOf<typeof shopModelModule>;

/** The host answers ids; the names come from the shop model module when the device has it. */
export function typeLabel(model: ShopModel | null, type: string): string {
  return model?.enterTypes.find((t) => t.type === type)?.label ?? type;
}

export function categoryName(model: ShopModel | null, classId: string): string {
  return model?.classes.find((c) => c.id === classId)?.name ?? classId;
}

interface Props {
  application: ShopApplication;
  model: ShopModel | null;
  /** The administrator sees who applied (name and masked phone, as the host answers them). */
  applicant?: string;
}

/** Every field of an application as submitted, with its logo and licence pictures. */
export function ApplicationDetails({ application: a, model, applicant }: Props) {
  return (
    <List className="application-details" data-testid="application-details">
      {applicant !== undefined && <List.Item extra={applicant}>{T.applicant}</List.Item>}
      <List.Item extra={<span data-testid="detail-shop-name">{a.shopName}</span>}>{T.shopName}</List.Item>
      <List.Item extra={typeLabel(model, a.enterType)}>{T.enterType}</List.Item>
      <List.Item extra={<Image className="application-details__logo" src={a.logo} width={48} height={48} fit="cover" alt={T.logo} />}>{T.logo}</List.Item>
      <List.Item extra={categoryName(model, a.classId)}>{T.classId}</List.Item>
      <List.Item extra={a.contactName}>{T.contactName}</List.Item>
      <List.Item extra={a.contactPhone}>{T.contactPhone}</List.Item>
      <List.Item extra={a.regionName}>{T.region}</List.Item>
      <List.Item extra={a.address}>{T.address}</List.Item>
      {a.licenceImages.length > 0 && (
        <List.Item description={(
          <div className="application-details__licences">
            {a.licenceImages.map((src) => <Image key={src} src={src} width={88} height={88} fit="cover" alt={T.licence} />)}
          </div>
        )}>{T.licence}</List.Item>
      )}
      <List.Item extra={formatDateTime(a.createdAt)}>{SHOP_APPLY_TEXTS.enter.submittedAt}</List.Item>
      {a.decidedAt !== null && <List.Item extra={formatDateTime(a.decidedAt)}>{SHOP_APPLY_TEXTS.enter.decidedAt}</List.Item>}
    </List>
  );
}
