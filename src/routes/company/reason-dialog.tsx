import { useState } from 'react';
import { Dialog, TextArea } from 'antd-mobile';
import { COMPANY_TEXTS as T } from '../../ui/company-texts';
import { toast } from '../../ui/feedback';

const REASON_MAX = 100;

interface Props {
  open: boolean;
  title: string;
  hint: string;
  placeholder: string;
  confirmText: string;
  disabled: boolean;
  onClose(): void;
  onConfirm(reason: string): Promise<unknown>;
}

/** Asks the reason an action is taken for; the log keeps it and, for a ban, the user or shop owner reads it. */
export function ReasonDialog({ open, title, hint, placeholder, confirmText, disabled, onClose, onConfirm }: Props) {
  const [reason, setReason] = useState('');
  function confirm() {
    if (!reason.trim()) return toast(T.reasonRequired);
    void onConfirm(reason.trim()).then(() => setReason(''));
  }
  return (
    <Dialog visible={open} title={title} closeOnAction={false} onClose={onClose}
      content={(
        <div className="company-reason">
          <p className="company-reason__hint">{hint}</p>
          <TextArea aria-label={T.banUser.reason} value={reason} onChange={setReason} placeholder={placeholder} maxLength={REASON_MAX} showCount rows={3} />
        </div>
      )}
      actions={[[
        { key: 'cancel', text: T.cancel, onClick: onClose },
        { key: 'confirm', text: confirmText, bold: true, danger: true, disabled, onClick: confirm },
      ]]} />
  );
}
