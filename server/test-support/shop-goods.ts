import { uploadedImage } from './images';
import type { TestApp } from './test-app';

/** A goods form as a shop owner publishes it (addNewGoods input), with a picture the owner uploaded; any field overridden. */
export async function goodsDraft(t: TestApp, ownerToken: string, classId: string, overrides: Record<string, unknown> = {}) {
  return {
    goodsId: `d${Math.random().toString(36).slice(2, 12)}`, kind: 'ordinary', name: '手工陶瓷马克杯', classId,
    salePrice: '59.90', originalPrice: '79.00', stock: 20, imgs: [await uploadedImage(t, ownerToken)], description: '景德镇手工拉坯',
    onShelf: false, ...overrides,
  };
}
