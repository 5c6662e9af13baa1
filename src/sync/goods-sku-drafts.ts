// The goods draft's specification table (issue 31, decision 033): as the owner types it (yuan text, values as one
// text), as the host takes it (specTable of addNewGoods / updateGoodsInfo), and as a draft's base compares with it.
import { splitSpecValues } from '../contract/shop/goods-kinds';
import { combinationsOf, specTableField, specTextOf, type SpecTable } from '../contract/shop/goods-skus';
import type { DraftGoodsFields, DraftSkuRow, DraftSpecTable } from '../db/collections/drafts';
import { fenToYuanText, yuanTextToFen } from '../domain/goods-draft';

export const EMPTY_DRAFT_TABLE: DraftSpecTable = { dimensions: [], skus: {} };
export const EMPTY_SKU_ROW: DraftSkuRow = { salePrice: '', originalPrice: '', stock: '', skuCode: '', onSale: true, img: '' };

/** The kinds sold by specification; the others keep one SKU (该类型的商品只有一个规格). */
export const SKU_KINDS: readonly string[] = ['ordinary', 'global'];

/** The dimensions as sent: rows left wholly blank are not dimensions. */
export function dimensionsInput(table: DraftSpecTable): { name: string; values: string[] }[] {
  return table.dimensions.filter((d) => d.name.trim() || d.values.trim()).map((d) => ({ name: d.name.trim(), values: splitSpecValues(d.values) }));
}

/** The goods sells by specification: its price and stock are the table's, not the goods' own fields. */
export const bySpecTable = (fields: Pick<DraftGoodsFields, 'specTable' | 'kind'>) =>
  SKU_KINDS.includes(fields.kind) && dimensionsInput(fields.specTable ?? EMPTY_DRAFT_TABLE).length > 0;

/** Every combination of the typed values, with its row as typed (a blank row for a new combination). */
export function tableRows(table: DraftSpecTable): { key: string; choice: string[]; row: DraftSkuRow }[] {
  return combinationsOf(dimensionsInput(table)).map((choice) => {
    const key = specTextOf(choice);
    return { key, choice, row: table.skus[key] ?? EMPTY_SKU_ROW };
  });
}

const filled = (row: DraftSkuRow) => row.salePrice.trim() !== '' && row.stock.trim() !== '';

/**
 * The table as addNewGoods and updateGoodsInfo take it. A combination without its price or stock is left out, so the
 * contract's check names it as the host would (规格「白色 / M」未填写售价和库存).
 */
export function specTableInput(fields: Pick<DraftGoodsFields, 'specTable' | 'kind'>) {
  const table = fields.specTable ?? EMPTY_DRAFT_TABLE;
  if (!bySpecTable(fields)) return { dimensions: [], skus: [] };
  return {
    dimensions: dimensionsInput(table),
    skus: tableRows(table).filter(({ row }) => filled(row)).map(({ choice, row }) => ({
      choice, salePrice: row.salePrice.trim(), originalPrice: row.originalPrice.trim() || '0', stock: row.stock.trim(),
      img: row.img, skuCode: row.skuCode.trim(), onSale: row.onSale,
    })),
  };
}

/** The table's first message ('' when it can be published). */
export function specTableError(fields: Pick<DraftGoodsFields, 'specTable' | 'kind'>): string {
  if (!bySpecTable(fields)) return '';
  const result = specTableField.safeParse(specTableInput(fields));
  if (result.success) return '';
  const issue = result.error.issues.find((i) => i.path[0] === 'skus' && i.path.length > 2);
  const row = issue ? tableRows(fields.specTable ?? EMPTY_DRAFT_TABLE).filter(({ row: r }) => filled(r))[Number(issue.path[1])] : undefined;
  return row ? `规格「${row.key}」：${issue!.message}` : result.error.issues[0]?.message ?? '';
}

/**
 * The goods' own price and stock sent with a new goods sold by specification (addNewGoods requires them): the lowest
 * on-sale price with its original price, and the on-sale stock, as the host derives the card's figures.
 */
export function ownFiguresOf(fields: Pick<DraftGoodsFields, 'specTable' | 'kind'>): { salePrice: string; originalPrice: string; stock: string } | null {
  const parsed = specTableField.safeParse(specTableInput(fields));
  if (!parsed.success || !bySpecTable(fields)) return null;
  const onSale = parsed.data.skus.some((s) => s.onSale) ? parsed.data.skus.filter((s) => s.onSale) : parsed.data.skus;
  const lowest = [...onSale].sort((a, b) => a.salePrice - b.salePrice)[0];
  if (!lowest) return null;
  return {
    salePrice: fenToYuanText(lowest.salePrice), originalPrice: fenToYuanText(Math.max(lowest.originalPrice, lowest.salePrice)),
    stock: String(onSale.reduce((n, s) => n + s.stock, 0)),
  };
}

/** 批量填充: the price and stock typed once, written into every combination's row (blank ones leave the rows as they are). */
export function fillAll(table: DraftSpecTable, values: { salePrice: string; stock: string }): DraftSpecTable {
  const skus = { ...table.skus };
  for (const { key, row } of tableRows(table)) {
    skus[key] = { ...row, ...(values.salePrice.trim() ? { salePrice: values.salePrice.trim() } : {}), ...(values.stock.trim() ? { stock: values.stock.trim() } : {}) };
  }
  return { ...table, skus };
}

/** The host's table as the form edits it. */
export function draftTableOf(table: SpecTable | undefined): DraftSpecTable {
  if (!table?.dimensions.length) return EMPTY_DRAFT_TABLE;
  return {
    dimensions: table.dimensions.map((d) => ({ name: d.name, values: d.values.join('/') })),
    skus: Object.fromEntries(table.skus.map((s) => [specTextOf(s.choice), {
      salePrice: fenToYuanText(s.salePrice), originalPrice: fenToYuanText(s.originalPrice), stock: String(s.stock), skuCode: s.skuCode, onSale: s.onSale, img: s.img,
    }])),
  };
}

interface ComparableTable { dimensions: { name: string; values: string[] }[]; skus: { choice: string[]; salePrice: number | null; originalPrice: number | null; stock: number; img: string; skuCode: string; onSale: boolean }[] }

/**
 * The host's table (with its SKU ids and sales) and the draft's (as typed) in one shape, so a draft's change of the
 * table is seen and an untouched one is not sent.
 */
export function comparableTable(value: unknown): unknown {
  const t = value as Partial<ComparableTable> | null;
  if (!t || !Array.isArray(t.dimensions) || !Array.isArray(t.skus)) return value;
  const money = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' ? yuanTextToFen(v) : null);
  return {
    dimensions: t.dimensions.map((d) => ({ name: d.name, values: d.values })),
    skus: t.skus.map((s) => ({
      choice: s.choice, salePrice: money(s.salePrice), originalPrice: money(s.originalPrice), stock: Number(s.stock), img: s.img ?? '', skuCode: s.skuCode ?? '', onSale: s.onSale ?? true,
    })),
  };
}
