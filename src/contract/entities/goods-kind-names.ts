import type { GoodsKind } from './goods';

/** Each kind's Chinese name: the detail page's tag, and what a search keyword also matches (decision 028). */
export const GOODS_KIND_NAMES: Record<GoodsKind, string> = {
  ordinary: '自营', group: '拼团', auction: '拍卖', blindbox: '盲盒', nft: '数字藏品', spell: '拼拍',
  integral: '积分', global: '全球购', art: '艺术品', gold: '黄金', meta: '元宇宙', ip: 'IP',
};
