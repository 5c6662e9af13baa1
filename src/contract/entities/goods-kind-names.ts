import { GOODS_KINDS, type GoodsKind } from './goods';

/**
 * Each kind's Chinese name: the detail page's title and tag, and what a search keyword also matches (decision 028).
 * Ordinary goods are no kind to a shopper: they carry no tag, and no keyword finds them by kind (issue 34.12: they were
 * all tagged 自营, a third party's goods too).
 */
export const GOODS_KIND_NAMES: Record<GoodsKind, string> = {
  ordinary: '普通商品', group: '拼团', auction: '拍卖', blindbox: '盲盒', nft: '数字藏品', spell: '拼拍',
  integral: '积分', global: '全球购', art: '艺术品', gold: '黄金', meta: '元宇宙', ip: 'IP',
};

/** The kinds whose name holds the keyword (any case): a search finds their goods too. */
export function kindsNamedBy(keyword: string): GoodsKind[] {
  const lower = keyword.toLowerCase();
  return GOODS_KINDS.filter((kind) => kind !== 'ordinary' && GOODS_KIND_NAMES[kind].toLowerCase().includes(lower));
}
