import type { Db } from '../open';
import { pageTemplates } from '../schema';

/** The demo home template (spec §7 selplatpagetemplate): sections in display order, one active. */
export async function seedDiscovery(db: Db): Promise<void> {
  await db.insert(pageTemplates).values([
    {
      id: 'T001', name: '星Q首页', active: true, sort: 1,
      modules: [
        { type: 'banner', title: '' },
        { type: 'hotWords', title: '热门搜索' },
        { type: 'nav', title: '商品分类' },
        { type: 'honour', title: '荣誉推荐' },
        { type: 'dayNew', title: '每日上新' },
        { type: 'auction', title: '正在拍卖' },
        { type: 'starq', title: '星Q好物' },
      ],
    },
    {
      id: 'T002', name: '双11大促', active: false, sort: 2,
      modules: [{ type: 'banner', title: '' }, { type: 'auction', title: '限时竞拍' }, { type: 'starq', title: '狂欢好物' }],
    },
  ]);
}
