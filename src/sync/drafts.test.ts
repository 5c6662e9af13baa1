import { describe, expect, it } from 'vitest';
import type { GoodsDraftDoc as DraftDoc } from '../db/collections/drafts';
import { changedFields, sameValue } from '../domain/goods-draft';
import { EMPTY_FIELDS, wantedOf } from './goods-drafts';

const art = { kind: 'art', artist: '林风眠', year: 1962, material: '纸本设色' };
const specs = [{ name: '颜色', values: ['红', '蓝'] }];
const editDraft = (fields: Partial<DraftDoc['fields']>): DraftDoc => ({
  id: 'U1:G1', draftId: 'G1', userId: 'U1', mode: 'edit', base: { kindInfo: art, specs }, media: [], outboxId: '', updatedAt: 1,
  fields: { ...EMPTY_FIELDS, kind: 'art', kindInfo: { artist: '林风眠', year: '1962', material: '纸本设色' }, specs: [{ name: '颜色', values: '红/蓝' }], ...fields },
});

describe("a kind goods' draft compared with what the host answered", () => {
  it('finds unchanged facts and properties unchanged, as typed text against host values', () => {
    const wanted = wantedOf(editDraft({}));
    expect(sameValue(wanted.kindInfo, art)).toBe(true);
    expect(sameValue(wanted.specs, specs)).toBe(true);
    expect(changedFields(wanted, editDraft({}).base)).not.toContain('kindInfo');
  });

  it('finds a changed year and a changed property', () => {
    const draft = editDraft({ kindInfo: { artist: '林风眠', year: '1963', material: '纸本设色' }, specs: [{ name: '颜色', values: '红、蓝、绿' }] });
    expect(changedFields(wantedOf(draft), draft.base).filter((f) => f === 'kindInfo' || f === 'specs')).toEqual(['kindInfo', 'specs']);
  });

  it('gives an ordinary goods no facts', () => {
    expect(wantedOf({ ...editDraft({ kind: 'ordinary', kindInfo: {} }), base: {} }).kindInfo).toBeNull();
  });
});
