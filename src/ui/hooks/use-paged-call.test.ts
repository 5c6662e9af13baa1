import { describe, expect, it } from 'vitest';
import { mergeById } from './use-paged-call';

describe('mergeById', () => {
  it('keeps each row once, in page order', () => {
    expect(mergeById([[{ id: 1 }, { id: 2 }], [{ id: 2 }, { id: 3 }]], (r) => r.id)).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
  });
});
