import { Input, List } from 'antd-mobile';
import { KIND_INFO_FIELDS, type InfoKind } from '../../contract/shop/goods-kinds';
import { SHOP_GOODS_TEXTS } from '../../ui/shop-goods-texts';

const T = SHOP_GOODS_TEXTS.kinds;
const NUMERIC: Record<string, 'numeric' | 'decimal'> = { year: 'numeric', weightGrams: 'decimal' };

interface KindSectionProps {
  kind: InfoKind;
  values: Record<string, string>;
  /** Messages shown for the fields the owner has left (or all, once 发布 was tapped). */
  errors: Record<string, string>;
  onChange(values: Record<string, string>): void;
  onBlur(key: string): void;
}

/** add_ip_goods and the art, gold and metaverse forms: the kind's own facts, checked by the host's rule. */
export function KindSection({ kind, values, errors, onChange, onBlur }: KindSectionProps) {
  const labels: Record<string, string> = KIND_INFO_FIELDS[kind];
  return (
    <List header={T.section[kind]} data-testid="kind-section">
      {Object.entries(labels).map(([key, label]) => (
        <List.Item key={key} title={label} description={<span className="goods-form__error">{errors[key] ?? ''}</span>}>
          <Input aria-label={label} value={values[key] ?? ''} inputMode={NUMERIC[key] ?? 'text'}
            placeholder={T.placeholders[key as keyof typeof T.placeholders]}
            onChange={(v) => onChange({ ...values, [key]: v })} onBlur={() => onBlur(key)} />
        </List.Item>
      ))}
    </List>
  );
}
