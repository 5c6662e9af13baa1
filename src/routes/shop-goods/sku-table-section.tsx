import { useState } from 'react';
import { Button, Input, List, Switch } from 'antd-mobile';
import { MAX_DIMENSION_VALUES, MAX_DIMENSIONS } from '../../contract/shop/goods-skus';
import type { DraftDimension, DraftSkuRow, DraftSpecTable } from '../../db/collections/drafts';
import { fillAll, tableRows } from '../../sync/goods-sku-drafts';
import { SHOP_GOODS_TEXTS } from '../../ui/shop-goods-texts';

const T = SHOP_GOODS_TEXTS.skus;

/** The whole table (the goods form), or the price columns (goodsPrice) or the stock column (goodsStockSetting) only. */
export type SkuTablePart = 'all' | 'price' | 'stock';

interface SkuTableSectionProps {
  table: DraftSpecTable;
  part?: SkuTablePart;
  /** The table's first message (a combination without price or stock is named); shown once the owner tried to publish. */
  error: string;
  onChange(table: DraftSpecTable): void;
}

/**
 * goodsPrice and goodsStockSetting for a goods sold by specification (issue 31): up to 3 dimensions of up to 20 values,
 * then one row per combination with its price, original price, stock, code and on/off, and a row filling price and
 * stock into every combination at once. Every keystroke is the draft's (useDraftForm), so it is kept offline.
 */
export function SkuTableSection({ table, part = 'all', error, onChange }: SkuTableSectionProps) {
  const [batch, setBatch] = useState({ salePrice: '', stock: '' });
  const rows = tableRows(table);
  const setDimension = (index: number, change: Partial<DraftDimension>) =>
    onChange({ ...table, dimensions: table.dimensions.map((d, i) => (i === index ? { ...d, ...change } : d)) });
  const setRow = (key: string, row: DraftSkuRow, change: Partial<DraftSkuRow>) => onChange({ ...table, skus: { ...table.skus, [key]: { ...row, ...change } } });
  const cell = (key: string, row: DraftSkuRow, field: 'salePrice' | 'originalPrice' | 'stock' | 'skuCode', label: string, mode: 'decimal' | 'numeric' | 'text') => (
    <label className="sku-table__cell">
      <span>{label}</span>
      <Input aria-label={`${key} ${label}`} value={row[field]} inputMode={mode} placeholder={field === 'salePrice' || field === 'stock' ? T.missing : ''}
        onChange={(v) => setRow(key, row, { [field]: v })} />
    </label>
  );
  const shows = (column: 'price' | 'stock' | 'other') => part === 'all' || part === column;
  return (
    <List header={T.title} data-testid="sku-table-section">
      {part === 'all' && table.dimensions.map((dimension, index) => (
        <List.Item key={index} className="goods-form__spec"
          extra={<Button size="mini" fill="none" onClick={() => onChange({ ...table, dimensions: table.dimensions.filter((_, i) => i !== index) })}>{T.remove}</Button>}>
          <Input aria-label={`${T.dimension}${index + 1}`} placeholder={T.namePlaceholder} value={dimension.name} onChange={(name) => setDimension(index, { name })} />
          <Input aria-label={`${T.values}${index + 1}`} placeholder={T.valuesPlaceholder} value={dimension.values} onChange={(values) => setDimension(index, { values })} />
        </List.Item>
      ))}
      {part === 'all' ? (
        <List.Item description={<span className="goods-form__error" data-testid="sku-table-error">{error}</span>}>
          <Button size="small" disabled={table.dimensions.length >= MAX_DIMENSIONS}
            onClick={() => onChange({ ...table, dimensions: [...table.dimensions, { name: '', values: '' }] })}>{T.add}</Button>
          <span className="goods-form__hint">{T.hint(MAX_DIMENSIONS, MAX_DIMENSION_VALUES)}</span>
        </List.Item>
      ) : error ? <List.Item><span className="goods-form__error" data-testid="sku-table-error">{error}</span></List.Item> : null}
      {rows.length > 0 && (
        <>
          <List.Item title={T.batch} className="sku-table__batch">
            <div className="sku-table__cells">
              {shows('price') && <label className="sku-table__cell"><span>{T.batchPrice}</span>
                <Input aria-label={`${T.batch}${T.batchPrice}`} inputMode="decimal" value={batch.salePrice} onChange={(salePrice) => setBatch({ ...batch, salePrice })} /></label>}
              {shows('stock') && <label className="sku-table__cell"><span>{T.batchStock}</span>
                <Input aria-label={`${T.batch}${T.batchStock}`} inputMode="numeric" value={batch.stock} onChange={(stock) => setBatch({ ...batch, stock })} /></label>}
              <Button size="small" color="primary" fill="outline"
                onClick={() => onChange(fillAll(table, { salePrice: shows('price') ? batch.salePrice : '', stock: shows('stock') ? batch.stock : '' }))}>{T.fill}</Button>
            </div>
          </List.Item>
          <List.Item title={T.table(rows.length)} />
          {rows.map(({ key, row }) => (
            <List.Item key={key} className="sku-table__row" data-testid="sku-row" title={key}
              extra={shows('stock') ? <Switch aria-label={`${key} ${T.onSale}`} checked={row.onSale} onChange={(onSale) => setRow(key, row, { onSale })} /> : null}>
              <div className="sku-table__cells">
                {shows('price') && cell(key, row, 'salePrice', T.salePrice, 'decimal')}
                {shows('price') && cell(key, row, 'originalPrice', T.originalPrice, 'decimal')}
                {shows('stock') && cell(key, row, 'stock', T.stock, 'numeric')}
                {shows('other') && cell(key, row, 'skuCode', T.code, 'text')}
              </div>
            </List.Item>
          ))}
        </>
      )}
    </List>
  );
}
