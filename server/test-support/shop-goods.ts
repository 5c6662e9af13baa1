import { uploadedImage } from './images';
import { queryRows, type TestApp } from './test-app';

/** A goods form as a shop owner publishes it (addNewGoods input), with a picture the owner uploaded; any field overridden. */
export async function goodsDraft(t: TestApp, ownerToken: string, classId: string, overrides: Record<string, unknown> = {}) {
  return {
    goodsId: `d${Math.random().toString(36).slice(2, 12)}`, kind: 'ordinary', name: '手工陶瓷马克杯', classId,
    salePrice: '59.90', originalPrice: '79.00', stock: 20, imgs: [await uploadedImage(t, ownerToken)], description: '景德镇手工拉坯',
    onShelf: false, ...overrides,
  };
}

/** A category without children: goods hang on a leaf of the tree. */
export async function leafGoodsClass(t: TestApp): Promise<string> {
  const [leaf] = await queryRows<{ id: string }>(t,
    'select id from goods_classes c where not exists (select 1 from goods_classes k where k.pid = c.id) order by id limit 1');
  return leaf!.id;
}
