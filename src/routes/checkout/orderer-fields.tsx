import { Input, List } from 'antd-mobile';
import { idCardField, personNameField } from '../../contract/fields';
import { CHECKOUT_TEXTS } from '../../ui/checkout-texts';

const T = CHECKOUT_TEXTS.playOrder.orderer;

export interface OrdererInput { realName: string; idCard: string }

export const NO_ORDERER: OrdererInput = { realName: '', idCard: '' };

/** What is wrong with the typed 订购人, by the contract's own fields (the host checks the same), or null. */
export function ordererProblem(orderer: OrdererInput): string | null {
  for (const [field, value] of [[personNameField, orderer.realName], [idCardField, orderer.idCard]] as const) {
    const checked = field.safeParse(value);
    if (!checked.success) return checked.error.issues[0]?.message ?? T.title;
  }
  return null;
}

/** The 订购人 of an order with 海外直邮 goods (decision 037): real name and ID number, as customs clearance asks. */
export function OrdererFields({ value, onChange }: { value: OrdererInput; onChange(next: OrdererInput): void }) {
  return (
    <List header={T.title} className="orderer-fields" data-testid="orderer-fields">
      <List.Item title={T.name}>
        <Input placeholder={T.namePlaceholder} value={value.realName} maxLength={20} aria-label={T.name}
          onChange={(realName) => onChange({ ...value, realName })} />
      </List.Item>
      <List.Item title={T.idCard} description={T.hint}>
        <Input placeholder={T.idCardPlaceholder} value={value.idCard} maxLength={18} aria-label={T.idCard}
          onChange={(idCard) => onChange({ ...value, idCard: idCard.toUpperCase() })} />
      </List.Item>
    </List>
  );
}
