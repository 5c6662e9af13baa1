import { useState } from 'react';
import { Button, Checkbox, Popup } from 'antd-mobile';
import { TEXTS } from '../../../../ui/texts';
import { AgreementBody, type AgreementCode } from '../../../settings/agreement-body';

const T = TEXTS.login;

/**
 * 我已阅读并同意《用户协议》《隐私政策》 under login and register (issue 34.8): unticked until the user ticks it. The
 * documents open over the form, so what was typed stays; they are read through the cache, so they open offline once seen.
 */
export function ConsentCheck({ agreed, onChange }: { agreed: boolean; onChange(agreed: boolean): void }) {
  const [open, setOpen] = useState<AgreementCode | null>(null);
  return (
    <div className="consent-check" data-testid="consent">
      <Checkbox checked={agreed} onChange={onChange} style={{ '--icon-size': '16px', '--font-size': '12px', '--gap': '4px' }}>{T.consent}</Checkbox>
      <button type="button" className="consent-check__doc" onClick={() => setOpen('user')}>{T.userAgreement}</button>
      <button type="button" className="consent-check__doc" onClick={() => setOpen('privacy')}>{T.privacy}</button>
      <Popup visible={open !== null} onMaskClick={() => setOpen(null)} destroyOnClose bodyClassName="consent-check__popup">
        {open && <AgreementBody code={open} />}
        <div className="consent-check__close"><Button block onClick={() => setOpen(null)}>{T.closeAgreement}</Button></div>
      </Popup>
    </div>
  );
}
