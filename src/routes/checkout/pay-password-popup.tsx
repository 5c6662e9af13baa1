import { useEffect, useRef, useState } from 'react';
import { Popup, SpinLoading, type PasscodeInputRef } from 'antd-mobile';
import { isPayPassword } from '../../domain/password';
import { CHECKOUT_TEXTS } from '../../ui/checkout-texts';
import { PasscodeBoxes } from './passcode-boxes';

const T = CHECKOUT_TEXTS.pay;

interface Props {
  visible: boolean;
  busy: boolean;
  onClose(): void;
  onSubmit(password: string): void;
  /** The keypad's submit key; 确认支付 unless given. */
  confirmText?: string;
}

/** The six-box pay password with the kit's numeric keypad; its confirm key submits. A refused try clears the boxes. */
export function PayPasswordPopup({ visible, busy, onClose, onSubmit, confirmText = T.confirm }: Props) {
  const [value, setValue] = useState('');
  const input = useRef<PasscodeInputRef>(null);
  useEffect(() => {
    if (!busy) setValue('');
  }, [busy]);
  const submit = () => {
    if (isPayPassword(value) && !busy) onSubmit(value);
  };
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="choose-popup pay-password-popup" destroyOnClose
      afterShow={() => input.current?.focus()} afterClose={() => setValue('')}>
      <h3 className="choose-popup__title">{T.enterPassword}</h3>
      <PasscodeBoxes ref={input} value={value} onChange={setValue} onConfirm={submit} confirmText={confirmText} />
      <div className="pay-password-popup__state">{busy && <SpinLoading style={{ '--size': '24px' }} />}</div>
    </Popup>
  );
}
