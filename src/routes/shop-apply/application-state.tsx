import { Button, Result } from 'antd-mobile';
import type { ShopApplication } from '../../contract/shop/apply';
import { SHOP_APPLY_TEXTS } from '../../ui/shop-apply-texts';
import { ApplicationDetails, type ShopModel } from './application-details';
import { useEnterShop } from './use-enter-shop';

const T = SHOP_APPLY_TEXTS.enter;

interface Props {
  application: ShopApplication | null;
  /** The user already owns a shop (approved, or opened before applications existed). */
  owner: boolean;
  model: ShopModel | null;
  online: boolean;
  onApplyAgain(): void;
}

/** Where the user's application stands: waiting, refused with the reason, or approved with the way in. */
export function ApplicationState({ application, owner, model, online, onApplyAgain }: Props) {
  const shop = useEnterShop();
  const status = owner ? 'APPROVED' : application?.status;
  const enter = (
    <Button block color="primary" loading={shop.busy} disabled={!online} onClick={() => void shop.enter()}>{T.enterShop}</Button>
  );
  return (
    <div className="application-state">
      {status === 'PENDING' && <Result status="waiting" title={T.pendingTitle} description={T.pendingHint} />}
      {status === 'REFUSED' && (
        <Result status="error" title={T.refusedTitle} description={(
          <div className="application-state__reason">
            <span>{T.reason}</span>
            <p data-testid="refusal-reason">{application?.reason}</p>
          </div>
        )} />
      )}
      {status === 'APPROVED' && <Result status="success" title={application ? T.approvedTitle : T.ownerTitle} description={T.approvedHint} />}
      <p className="application-state__status" data-testid="application-status">
        {SHOP_APPLY_TEXTS.details.status}：{SHOP_APPLY_TEXTS.status[status ?? 'PENDING']}
      </p>
      {status === 'APPROVED' && <div className="page-actions">{enter}</div>}
      {status === 'REFUSED' && <div className="page-actions"><Button block color="primary" onClick={onApplyAgain}>{T.applyAgain}</Button></div>}
      {application && <ApplicationDetails application={application} model={model} />}
    </div>
  );
}
