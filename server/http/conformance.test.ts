// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ALL_CALLS } from '../../src/contract/calls';
import { HOSTS } from '../../src/contract/define-call';
import { ALL_BINDINGS } from '../services';

describe('contract conformance', () => {
  it('binds every declared call exactly once, and nothing undeclared', () => {
    const bound = ALL_BINDINGS.map((b) => b.call.name).sort();
    expect(bound).toEqual(ALL_CALLS.map((c) => c.name).sort());
  });

  it('gives every call a unique method and path on a known host', () => {
    const routes = ALL_CALLS.map((c) => `${c.method} ${c.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    for (const call of ALL_CALLS) {
      expect(HOSTS).toContain(call.host);
      expect(call.path.startsWith('/api/')).toBe(true);
      expect(call.method === 'GET').toBe(call.encoding === 'query');
    }
  });
});
