import { describe, expect, it } from 'vitest';
import { certificateMessage, chainNoOf } from './collectibles';

describe('collectible chain numbers and certificates', () => {
  it('pads the serial to ten digits after XQ', () => {
    expect(chainNoOf(1)).toBe('XQ0000000001');
    expect(chainNoOf(12345678901)).toBe('XQ12345678901');
  });

  it('hashes the shown facts in a fixed order', () => {
    expect(certificateMessage('XQ0000000001', 'G1', 'O1', 5)).toBe('starq-collectible|XQ0000000001|G1|O1|5');
  });
});
