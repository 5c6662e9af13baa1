import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, NavBar, Tag } from 'antd-mobile';
import { formatRegionText, maskMobile } from '../../../../domain/format';
import { confirmDialog, toast } from '../../../../ui/feedback';
import { EmptyState, LoadingState, OfflineNotice } from '../../../../ui/components/page-state';
import { useOnline } from '../../../../ui/hooks/use-online';
import { useSession } from '../../../../ui/hooks/use-session';
import { CHECKOUT_TEXTS } from '../../../../ui/checkout-texts';
import { useAddressBook } from '../../../checkout-hooks';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { goBack } from '../../../go-back';

const T = CHECKOUT_TEXTS.address;

function ReceiptAddrScreen() {
  const { sync, session } = useAppContext();
  const userId = useSession(session).userId ?? '';
  const navigate = useNavigate();
  const online = useOnline();
  const { addresses, loading } = useAddressBook(sync, userId);

  async function remove(addressId: string) {
    if (!(await confirmDialog(T.deleteConfirm))) return;
    const result = await sync.mutate('address.delete', { addressId });
    if (!result.ok) toast(result.msg);
  }

  return (
    <div className="page receipt-addr">
      <NavBar onBack={() => goBack()}>{T.title}</NavBar>
      {!online && <OfflineNotice />}
      {loading && addresses.length === 0 && <LoadingState />}
      {!loading && addresses.length === 0 && <EmptyState title={T.empty} />}
      {addresses.map((a) => (
        <section key={a.addressId} className="address-card" data-testid="address-card">
          <div className="address-card__head">
            <strong>{a.name}</strong> <span data-testid="address-phone">{maskMobile(a.phone)}</span>
            {a.isDefault && <Tag color="primary">{T.isDefault}</Tag>}
            {a.pending && <Tag color="warning" fill="outline">{T.pending}</Tag>}
          </div>
          <div className="address-card__text">{formatRegionText(a.regionName)} {a.detail}</div>
          <div className="address-card__actions">
            {!a.isDefault && (
              <Button size="mini" fill="none" onClick={() => {
                const { addressId, name, phone, provinceCode, cityCode, districtCode, detail } = a;
                void sync.mutate('address.update', { addressId, name, phone, provinceCode, cityCode, districtCode, detail, isDefault: true });
              }}>{T.setDefault}</Button>
            )}
            <Button size="mini" fill="none" onClick={() => void navigate({ to: PATHS.receiptAddrAdd, search: { addressId: a.addressId } })}>{T.edit}</Button>
            <Button size="mini" fill="none" onClick={() => void remove(a.addressId)}>{T.delete}</Button>
          </div>
        </section>
      ))}
      <div className="page-actions">
        <Button block color="primary" onClick={() => void navigate({ to: PATHS.receiptAddrAdd, search: { addressId: '' } })}>{T.add}</Button>
      </div>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.receiptAddr}` as const)({ component: ReceiptAddrScreen });
