import { describe, expect, it } from 'vitest';
import type { GoodsDraftDoc as DraftDoc } from '../db/collections/drafts';
import { isBlankDraft } from './draft-views';
import { EMPTY_FIELDS } from './drafts';

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
