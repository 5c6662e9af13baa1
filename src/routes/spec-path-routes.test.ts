import { describe, expect, it } from 'vitest';
import { PATHS } from './paths';
import { SPEC_PATH_ALIASES } from './spec-path-aliases';

describe("the spec's other names for our screens", () => {
  it('each leads to a screen the app serves, and none hides one', () => {
    const served = new Set<string>(Object.values(PATHS));
    for (const { from, to } of SPEC_PATH_ALIASES) {
      expect(served.has(to), to).toBe(true);
      expect(served.has(from), from).toBe(false);
    }
    expect(new Set(SPEC_PATH_ALIASES.map((a) => a.from)).size).toBe(SPEC_PATH_ALIASES.length);
  });
});
