import type { GoodsKind } from '../../../../contract/entities/goods';

export const GOODS_KIND_LABELS: Record<GoodsKind, string> = {
  ordinary: '自营', group: '拼团', auction: '拍卖', blindbox: '盲盒', nft: '数字藏品', spell: '拼拍',
  integral: '积分', global: '全球购', art: '艺术品', gold: '黄金', meta: '元宇宙', ip: 'IP',
};
