import { Button, Input, List } from 'antd-mobile';
import { MAX_SPECS } from '../../contract/shop/goods-kinds';
import type { DraftSpec } from '../../db/collections/drafts';
import { SHOP_GOODS_TEXTS } from '../../ui/shop-goods-texts';

const T = SHOP_GOODS_TEXTS.specs;

/** goodsProSetting: descriptive properties (颜色: 红/蓝), at most MAX_SPECS; the values are typed as one text. */
export function SpecsSection({ specs, error, onChange }: { specs: DraftSpec[]; error: string; onChange(specs: DraftSpec[]): void }) {
  const set = (index: number, change: Partial<DraftSpec>) => onChange(specs.map((s, i) => (i === index ? { ...s, ...change } : s)));
  return (
    <List header={T.title} data-testid="specs-section">
      {specs.map((spec, index) => (
        <List.Item key={index} className="goods-form__spec"
          extra={<Button size="mini" fill="none" onClick={() => onChange(specs.filter((_, i) => i !== index))}>{T.remove}</Button>}>
          <Input aria-label={`${T.name}${index + 1}`} placeholder={T.namePlaceholder} value={spec.name} onChange={(name) => set(index, { name })} />
          <Input aria-label={`${T.values}${index + 1}`} placeholder={T.valuesPlaceholder} value={spec.values} onChange={(values) => set(index, { values })} />
        </List.Item>
      ))}
      <List.Item description={<span className="goods-form__error">{error}</span>}>
        <Button size="small" disabled={specs.length >= MAX_SPECS} onClick={() => onChange([...specs, { name: '', values: '' }])}>{T.add}</Button>
        <span className="goods-form__hint">{T.hint(MAX_SPECS)}</span>
      </List.Item>
    </List>
  );
}
