import { useState } from 'react';
import { Button, Form, Input } from 'antd-mobile';
import { applyToBeShop, type ShopApplication } from '../../contract/shop/apply';
import { showError, toast } from '../../ui/feedback';
import { useAttemptKeys } from '../../ui/hooks/use-attempt-keys';
import { SHOP_APPLY_TEXTS } from '../../ui/shop-apply-texts';
import { ImagePicker } from '../pages/user_center/order_form/image-picker';
import { RegionPicker } from '../pages/user_center/receipt-addr/region-picker';
import { useAppContext } from '../use-app-context';
import { categoryName, type ShopModel } from './application-details';
import { ClassPicker } from './class-picker';
import { checkForm, formFrom, LICENCE_MAX, type ShopForm } from './register-form';

const T = SHOP_APPLY_TEXTS.form;

interface Props {
  type: ShopModel['enterTypes'][number];
  model: ShopModel;
  /** The refused application being applied for again, or null for a first application. */
  refused: ShopApplication | null;
  online: boolean;
  onSubmitted(): Promise<void>;
}

/** The shop's details; checked with the contract's rules before sending, and kept as typed when the host refuses. */
export function RegisterFields({ type, model, refused, online, onSubmitted }: Props) {
  const { sync, api } = useAppContext();
  const keys = useAttemptKeys('shop');
  const [form, setForm] = useState<ShopForm>(() => formFrom(refused));
  const [picking, setPicking] = useState<'class' | 'region' | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof ShopForm>(key: K) => (value: ShopForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  async function submit() {
    const checked = checkForm(type.type, form);
    if (!checked.ok) return toast(checked.msg);
    setBusy(true);
    try {
      await api.call(applyToBeShop, checked.request, { idempotencyKey: keys.keyFor(JSON.stringify(checked.request)) });
      keys.settle();
      toast(T.submitted);
      await onSubmitted();
    } catch (error) {
      keys.settle(error);
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Form layout="horizontal" className="register-info__form">
        <Form.Item label={T.enterType}><span data-testid="register-type">{type.label}</span></Form.Item>
        <Form.Item label={T.shopName}>
          <Input value={form.shopName} onChange={set('shopName')} placeholder={T.shopNamePlaceholder} maxLength={20} aria-label={T.shopName} />
        </Form.Item>
        <Form.Item label={T.logo}><ImagePicker kind="shop-apply-image" value={form.logo} onChange={set('logo')} maxCount={1} /></Form.Item>
        <Form.Item label={T.classId} onClick={() => setPicking('class')} arrow>
          <span className={form.classId ? '' : 'form-placeholder'} data-testid="class-value">
            {form.classId ? categoryName(model, form.classId) : T.classPlaceholder}
          </span>
        </Form.Item>
        <Form.Item label={T.contactName}>
          <Input value={form.contactName} onChange={set('contactName')} placeholder={T.contactNamePlaceholder} maxLength={20} aria-label={T.contactName} />
        </Form.Item>
        <Form.Item label={T.contactPhone}>
          <Input value={form.contactPhone} onChange={set('contactPhone')} placeholder={T.contactPhonePlaceholder} type="tel" maxLength={11} aria-label={T.contactPhone} />
        </Form.Item>
        <Form.Item label={T.region} onClick={() => setPicking('region')} arrow>
          <span className={form.region ? '' : 'form-placeholder'} data-testid="region-value">{form.region?.regionName ?? T.regionPlaceholder}</span>
        </Form.Item>
        <Form.Item label={T.address}>
          <Input value={form.address} onChange={set('address')} placeholder={T.addressPlaceholder} maxLength={60} aria-label={T.address} />
        </Form.Item>
        {type.needsLicence && (
          <Form.Item label={T.licence} layout="vertical" description={T.licenceHint}>
            <ImagePicker kind="shop-apply-image" value={form.licence} onChange={set('licence')} maxCount={LICENCE_MAX} />
          </Form.Item>
        )}
      </Form>
      {refused && <p className="page-hint">{T.againHint}</p>}
      <div className="page-actions">
        <Button block color="primary" loading={busy} disabled={!online} onClick={() => void submit()}>{T.submit}</Button>
      </div>
      <ClassPicker classes={model.classes} value={form.classId} visible={picking === 'class'} onClose={() => setPicking(null)}
        onChoose={(classId) => { set('classId')(classId); setPicking(null); }} />
      <RegionPicker sync={sync} visible={picking === 'region'} onClose={() => setPicking(null)}
        onChoose={(region) => { set('region')(region); setPicking(null); }} />
    </>
  );
}
