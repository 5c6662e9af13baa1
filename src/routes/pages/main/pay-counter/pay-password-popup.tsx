import { useState } from 'react';
import { Button, Input, Popup } from 'antd-mobile';
import { isPayPassword } from '../../../../domain/password';
import { TEXTS } from '../../../../ui/texts';

const T = TEXTS.checkout.pay;

interface Props {
  visible: boolean;
  busy: boolean;
  onClose(): void;
  onSubmit(password: string): void;
}

export function PayPasswordPopup({ visible, busy, onClose, onSubmit }: Props) {
  const [value, setValue] = useState('');
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="choose-popup" destroyOnClose afterClose={() => setValue('')}>
      <h3 className="choose-popup__title">{T.enterPassword}</h3>
      <Input className="pay-password-input" type="password" inputMode="numeric" maxLength={6} value={value} autoFocus
        placeholder={TEXTS.checkout.payPassword.placeholder} aria-label={T.enterPassword} onChange={(v) => setValue(v.replace(/\D/g, ''))} />
      <Button block color="primary" loading={busy} disabled={!isPayPassword(value) || busy} onClick={() => onSubmit(value)}>{T.confirm}</Button>
    </Popup>
  );
}
