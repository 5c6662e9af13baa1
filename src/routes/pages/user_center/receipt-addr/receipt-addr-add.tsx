import { useEffect, useState } from 'react';
import { createLazyRoute } from '@tanstack/react-router';
import { Button, Form, Input, NavBar, Switch } from 'antd-mobile';
import { addressAdd } from '../../../../contract/account/address';
import { toast } from '../../../../ui/feedback';
import { newClientId } from '../../../../ui/hooks/use-entry-outcome';
import { useSession } from '../../../../ui/hooks/use-session';
import { CHECKOUT_TEXTS } from '../../../../ui/checkout-texts';
import { useAddressBook } from '../../../checkout-hooks';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { RegionPicker, type RegionChoice } from './region-picker';
import { goBack } from '../../../go-back';

const T = CHECKOUT_TEXTS.address;
const EMPTY = { name: '', phone: '', detail: '', isDefault: false };

/** Add or edit; saved through the outbox, so it works offline and shows as 待同步 until the host confirms. */
function ReceiptAddrAddScreen() {
  const { sync, session } = useAppContext();
  const userId = useSession(session).userId ?? '';
  const { addressId } = Route.useSearch();
  const { addresses } = useAddressBook(sync, userId);
  const editing = addresses.find((a) => a.addressId === addressId);
  const [fields, setFields] = useState(EMPTY);
  const [region, setRegion] = useState<RegionChoice | null>(null);
  const [picking, setPicking] = useState(false);

  useEffect(() => {
    if (!editing) return;
    setFields({ name: editing.name, phone: editing.phone, detail: editing.detail, isDefault: editing.isDefault });
    setRegion({ provinceCode: editing.provinceCode, cityCode: editing.cityCode, districtCode: editing.districtCode, regionName: editing.regionName });
  }, [editing?.addressId]); // eslint-disable-line react-hooks/exhaustive-deps

  async function save() {
    const args = {
      addressId: editing?.addressId ?? newClientId('a'), ...fields,
      provinceCode: region?.provinceCode ?? '', cityCode: region?.cityCode ?? '', districtCode: region?.districtCode ?? '',
    };
    const checked = addressAdd.request.safeParse(args);
    if (!checked.success) return toast(checked.error.issues[0]!.message);
    const result = await sync.mutate(editing ? 'address.update' : 'address.add', checked.data, { regionName: region?.regionName ?? '' });
    if (!result.ok) return toast(result.msg);
    goBack();
  }

  const set = (key: keyof typeof EMPTY) => (value: string | boolean) => setFields((f) => ({ ...f, [key]: value }));
  return (
    <div className="page address-form">
      <NavBar onBack={() => goBack()}>{editing ? T.editTitle : T.addTitle}</NavBar>
      <Form layout="horizontal">
        <Form.Item label={T.name}><Input placeholder={T.namePlaceholder} value={fields.name} onChange={set('name')} maxLength={20} aria-label={T.name} /></Form.Item>
        <Form.Item label={T.phone}><Input placeholder={T.phonePlaceholder} value={fields.phone} onChange={set('phone')} type="tel" maxLength={11} aria-label={T.phone} /></Form.Item>
        <Form.Item label={T.region} onClick={() => setPicking(true)} arrow>
          <span className={region ? '' : 'form-placeholder'} data-testid="region-value">{region?.regionName ?? T.regionPlaceholder}</span>
        </Form.Item>
        <Form.Item label={T.detail}><Input placeholder={T.detailPlaceholder} value={fields.detail} onChange={set('detail')} maxLength={100} aria-label={T.detail} /></Form.Item>
        <Form.Item label={T.setDefault} childElementPosition="right"><Switch checked={fields.isDefault} onChange={set('isDefault')} /></Form.Item>
      </Form>
      <div className="page-actions"><Button block color="primary" onClick={() => void save()}>{T.save}</Button></div>
      <RegionPicker sync={sync} visible={picking} onClose={() => setPicking(false)} onChoose={(choice) => { setRegion(choice); setPicking(false); }} />
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.receiptAddrAdd}` as const)({ component: ReceiptAddrAddScreen });
