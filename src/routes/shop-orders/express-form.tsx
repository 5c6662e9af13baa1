import { Button, Form, Input, Picker } from 'antd-mobile';
import { useState } from 'react';
import { EXPRESS_COMPANIES, type ExpressCompany } from '../../domain/shop-orders';
import { SHOP_ORDER_TEXTS } from '../../ui/shop-order-texts';

const T = SHOP_ORDER_TEXTS.delivery;
const COLUMNS = [EXPRESS_COMPANIES.map((name) => ({ label: name, value: name }))];

export interface ExpressInput {
  expressCompany: ExpressCompany | '';
  expressNo: string;
}

/** A carrier from the list and its waybill number; the contract checks both when the step is queued. */
export function ExpressForm({ submitText, busy, onSubmit }: { submitText: string; busy: boolean; onSubmit(input: ExpressInput): void }) {
  const [input, setInput] = useState<ExpressInput>({ expressCompany: '', expressNo: '' });
  const [picking, setPicking] = useState(false);
  return (
    <>
      <Form layout="horizontal">
        <Form.Item label={T.company} clickable arrow onClick={() => setPicking(true)} data-testid="express-company">
          <span className={input.expressCompany ? '' : 'form-placeholder'}>{input.expressCompany || T.companyPlaceholder}</span>
        </Form.Item>
        <Form.Item label={T.expressNo}>
          <Input aria-label={T.expressNo} placeholder={T.expressNoPlaceholder} value={input.expressNo} clearable
            onChange={(expressNo) => setInput((v) => ({ ...v, expressNo: expressNo.replace(/\s/g, '') }))} />
        </Form.Item>
      </Form>
      <Picker columns={COLUMNS} visible={picking} onClose={() => setPicking(false)}
        value={input.expressCompany ? [input.expressCompany] : []}
        onConfirm={(value) => setInput((v) => ({ ...v, expressCompany: (value[0] as ExpressCompany | undefined) ?? '' }))} />
      <div className="page-actions">
        <Button block color="primary" loading={busy} onClick={() => onSubmit(input)} data-testid="express-submit">{submitText}</Button>
      </div>
    </>
  );
}
