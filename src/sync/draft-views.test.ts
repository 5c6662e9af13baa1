import { describe, expect, it } from 'vitest';
import type { GoodsDraftDoc as DraftDoc } from '../db/collections/drafts';
import type { ShopGoods } from '../contract/shop/goods';
import type { OutboxEntry } from '../db/collections/outbox';
import { deriveShopGoods, isBlankDraft, SENT_FROM_DRAFT } from './draft-views';
import { EMPTY_FIELDS } from './goods-drafts';

const draft = (over: Partial<DraftDoc> = {}, fields: Partial<DraftDoc['fields']> = {}): DraftDoc => ({
  id: 'U1:d1', draftId: 'd1', userId: 'U1', mode: 'new', fields: { ...EMPTY_FIELDS, ...fields }, base: {}, media: [], outboxId: '', updatedAt: 1, ...over,
});

describe('a draft with nothing in it is not listed', () => {
  it('is blank only when new, with nothing typed, picked or queued', () => {
    expect(isBlankDraft(draft())).toBe(true);
    expect(isBlankDraft(draft({}, { name: '  ', kind: 'ip', kindInfo: { ipName: '' }, specs: [{ name: '', values: ' ' }] }))).toBe(true);
    expect(isBlankDraft(draft({}, { kind: 'art', kindInfo: { year: '1990' } }))).toBe(false);
    expect(isBlankDraft(draft({}, { specs: [{ name: '颜色', values: '' }] }))).toBe(false);
    expect(isBlankDraft(draft({ media: [{ key: 'k', slot: 'img', status: 'waiting', progress: 0, url: '', mediaId: '', error: '' }] }))).toBe(false);
    expect(isBlankDraft(draft({ mode: 'edit' }))).toBe(false);
    expect(isBlankDraft(draft({ outboxId: 'o1' }))).toBe(false);
  });
});

describe("the shop's goods list over queued edits", () => {
  const goods = (goodsId: string) => ({ goodsId, name: goodsId, salePrice: 1000, stock: 5, onShelf: true }) as unknown as ShopGoods;
  const edit = (id: string, goodsId: string, changes: Record<string, unknown>, preview: Record<string, unknown> = {}): OutboxEntry => ({
    id, seq: 1, clientId: 'c', userId: 'U1', name: 'shopGoods.update', args: { goodsId, base: {}, changes }, preview, createdAt: 1,
    status: 'pending', errorCode: 0, errorMsg: '', attempts: 0,
  });

  it('shows a quick edit as pending, leaves an edit sent from a draft to the drafts list, and keeps other rows as stored', () => {
    const [g1, g2, g3] = [goods('G1'), goods('G2'), goods('G3')];
    const view = deriveShopGoods([g1!, g2!, g3!], [
      edit('o1', 'G1', { salePrice: '12.50' }),
      edit('o2', 'G2', { stock: '9' }, { name: 'G2', [SENT_FROM_DRAFT]: true }),
    ]);
    expect(view[0]).toMatchObject({ goodsId: 'G1', salePrice: 1250, pending: true });
    expect(view[1]).toBe(g2);
    expect(view[2]).toBe(g3);
  });

  it('shows a refused 上架 until the goods is on the shelf after all (issue 33.4)', () => {
    const refusedShelf = (onShelf: boolean): OutboxEntry => ({
      ...edit('o3', 'G1', {}), name: 'shopGoods.shelf', args: { goodsId: 'G1', onShelf }, status: 'rejected', errorMsg: '上架券不足，请先购买上架券',
    });
    const offShelf = { ...goods('G1'), onShelf: false } as ShopGoods;
    expect(deriveShopGoods([offShelf], [refusedShelf(true)])[0]).toMatchObject({ refused: { id: 'o3', msg: '上架券不足，请先购买上架券' } });
    expect(deriveShopGoods([goods('G1')], [refusedShelf(true)])[0]).toMatchObject({ refused: null });
  });
});
