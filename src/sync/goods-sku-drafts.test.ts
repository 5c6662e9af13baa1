import { describe, expect, it } from 'vitest';
import type { DraftGoodsFields } from '../db/collections/drafts';
import { EMPTY_FIELDS, goodsPlanOf, wantedOf, changedGoodsFields } from './goods-drafts';
import { comparableTable, draftTableOf, fillAll, ownFiguresOf, specTableError, specTableInput, tableRows } from './goods-sku-drafts';

const table = { dimensions: [{ name: '颜色', values: '红色/白色' }, { name: '尺码', values: 'M/L' }], skus: {} };
const fields = (specTable = table): DraftGoodsFields => ({ ...EMPTY_FIELDS, name: '纯棉T恤', classId: '010101', specTable });

describe('the goods draft specification table (issue 31)', () => {
  it('lists every combination and names the ones without price or stock, as the host would', () => {
    expect(tableRows(table).map((r) => r.key)).toEqual(['红色 / M', '红色 / L', '白色 / M', '白色 / L']);
    const partly = { ...table, skus: { '红色 / M': { salePrice: '39', originalPrice: '', stock: '5', skuCode: '', onSale: true, img: '' } } };
    expect(specTableError(fields(partly))).toBe('规格「红色 / L」、「白色 / M」、「白色 / L」未填写售价和库存');
    expect(specTableError(fields(fillAll(partly, { salePrice: '49', stock: '10' })))).toBe('');
  });

  it('fills price and stock into every row, and sends the lowest price and the stock as the goods own', () => {
    const filled = fillAll(table, { salePrice: '39', stock: '10' });
    const withDearer = { ...filled, skus: { ...filled.skus, '白色 / L': { ...filled.skus['白色 / L']!, salePrice: '59' } } };
    expect(ownFiguresOf(fields(withDearer))).toEqual({ salePrice: '39', originalPrice: '39', stock: '40' });
    const draft = { draftId: 'D1', mode: 'new', form: 'goods', fields: fields(withDearer), media: [{ key: 'a', slot: 'img', status: 'done', progress: 100, url: '/media/upload/abcdefghijklmnop', mediaId: '', error: '' }], base: {} };
    const plan = goodsPlanOf(draft as never);
    expect(plan.ok && plan.args).toMatchObject({ salePrice: '39', stock: '40', specTable: { dimensions: [{ name: '颜色', values: ['红色', '白色'] }, { name: '尺码', values: ['M', 'L'] }] } });
    expect(plan.ok && (plan.args.specTable as { skus: unknown[] }).skus).toHaveLength(4);
  });

  it('an edit that leaves the table as the host has it sends nothing of it', () => {
    const host = {
      dimensions: [{ name: '尺码', values: ['M', 'L'] }],
      skus: [
        { skuId: 'S1', choice: ['M'], specText: 'M', salePrice: 3900, originalPrice: 0, stock: 5, img: '', onSale: true, skuCode: '', sales: 3 },
        { skuId: 'S2', choice: ['L'], specText: 'L', salePrice: 4900, originalPrice: 0, stock: 5, img: '', onSale: true, skuCode: 'x', sales: 0 },
      ],
    };
    const draftTable = draftTableOf(host);
    expect(comparableTable(specTableInput(fields(draftTable)) as unknown)).toEqual(comparableTable(host));
    const draft = { draftId: 'G1', mode: 'edit', form: 'goods', fields: { ...fields(draftTable), salePrice: '39', originalPrice: '0', stock: '10' }, media: [], base: { name: '纯棉T恤', classId: '010101', salePrice: 3900, originalPrice: 0, stock: 10, description: '', imgs: [], video: '', kindInfo: null, specs: [], specTable: host } };
    expect(changedGoodsFields(draft as never, wantedOf(draft as never))).toEqual([]);
    const changed = { ...draft, fields: { ...draft.fields, salePrice: '1', specTable: { ...draftTable, skus: { ...draftTable.skus, L: { ...draftTable.skus.L!, stock: '7' } } } } };
    expect(changedGoodsFields(changed as never)).toEqual(['specTable']);
  });

  it('an edit begun before detail pictures existed (its base has none) sends them with the host\'s empty list as base', () => {
    const base = { name: '纯棉T恤', classId: '010101', salePrice: 3900, originalPrice: 0, stock: 10, description: '', imgs: [], video: '', kindInfo: null, specs: [], specTable: { dimensions: [], skus: [] } };
    const draft = { draftId: 'G1', mode: 'edit', form: 'goods', fields: { ...EMPTY_FIELDS, name: '纯棉T恤', classId: '010101', salePrice: '39', originalPrice: '0', stock: '10' }, media: [], base };
    expect(changedGoodsFields(draft as never)).toEqual([]);
    const detail = { key: 'd1', slot: 'detail', status: 'done', progress: 100, url: '/media/m/abcdefghijkl/detail.webp', mediaId: '', error: '' };
    const plan = goodsPlanOf({ ...draft, media: [detail] } as never);
    expect(plan.ok && plan.args).toEqual({ goodsId: 'G1', base: { detailImgs: [] }, changes: { detailImgs: ['/media/m/abcdefghijkl/detail.webp'] } });
  });
});
