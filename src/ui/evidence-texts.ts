import type { EvidenceKind } from '../contract/catalogue/evidence';

/** A goods' evidence screens (issue 12), the goods picker and the workspace's goods summary; lazy screens only. */
export const EVIDENCE_TEXTS = {
  kinds: { certificate: '资质证书', origin: '产地证明', inspection: '质检报告', authorization: '品牌授权', other: '其他' } satisfies Record<EvidenceKind, string>,
  workspace: { evidence: '商品存证', all: '全部', fresh: '新品', freshHint: (days: number) => `近${days}天更新` },
  add: {
    title: '添加存证', details: '存证信息', goods: '存证商品', chooseGoods: '选择商品', changeGoods: '更换', evidenceTitle: '存证标题', titlePlaceholder: '如：原产地证明（2–40字）',
    kind: '存证类型', issuer: '出具机构', issuerPlaceholder: '如：某某市质量检验所', issuedOn: '出具日期', description: '存证说明',
    descriptionPlaceholder: '说明证书编号、检验项目等（最多500字）', images: '存证图片（1–9张）', submit: '提交存证',
    mediaWaiting: '图片还在上传，上传完成后才能提交', queued: '已保存，联网后自动提交', sent: '存证已提交', listTitle: '该商品的存证',
    noGoods: '请先选择要添加存证的商品', refused: '未通过', dismiss: '知道了', pending: '待同步', view: '买家看到的存证',
  },
  picker: { title: '选择商品', search: '搜索商品名称', confirm: '确定', empty: '没有找到商品', picked: (n: number) => `已选${n}件`, noShop: '请先进入店铺', stock: '库存' },
  buyer: { title: '商品存证', empty: '该商品暂无存证', issuer: '出具机构', issuedOn: '出具日期', entry: '商品存证 · 溯源', entryHint: '证书、产地、质检' },
} as const;
