import type { Ref } from 'react';
import { NumberKeyboard, PasscodeInput, type PasscodeInputRef } from 'antd-mobile';

interface Props {
  value: string;
  onChange(value: string): void;
  onConfirm(): void;
  /** The keypad's submit key. */
  confirmText: string;
  ref?: Ref<PasscodeInputRef>;
}

/** The six pay-password boxes with the kit's numeric keypad: the pay counter's popup and the set-password screen. */
export function PasscodeBoxes({ value, onChange, onConfirm, confirmText, ref }: Props) {
  return (
    <div className="pay-password-popup__boxes" data-testid="pay-password-boxes">
      <PasscodeInput ref={ref} length={6} seperated value={value} onChange={(v) => onChange(v.replace(/\D/g, ''))}
        keyboard={<NumberKeyboard confirmText={confirmText} onConfirm={onConfirm} closeOnConfirm={false} />} />
    </div>
  );
}
