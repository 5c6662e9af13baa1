import { describe, expect, it } from 'vitest';
import { formatAssetFigure } from './asset-figure';

describe('an asset amount in a sentence', () => {
  it('writes Chinese units close and Latin units after a space', () => {
    expect(formatAssetFigure('CNY', 123_450)).toBe('1,234.50元');
    expect(formatAssetFigure('SHELF', 3)).toBe('3张');
    expect(formatAssetFigure('DAT', 1000)).toBe('10.00 DAT');
    expect(formatAssetFigure('STAR', -5)).toBe('-0.05 StarToken');
  });
});
