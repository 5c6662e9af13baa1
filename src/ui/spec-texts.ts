/** The shopper's specification (issue 31): the detail's 规格 row, the sheet, cart and order lines. */
export const SPEC_TEXTS = {
  row: '规格',
  choose: (names: string[]) => `请选择 ${names.join(' ')}`,
  chosen: (text: string) => `已选：${text}`,
  quantity: '购买数量',
  stock: (n: number) => `库存 ${n}`,
  soldOut: '已售罄',
  confirm: '确定',
  missing: (name: string) => `请选择${name}`,
  unavailable: '该规格暂不可购买',
  change: '修改规格',
  loading: '正在读取商品规格',
  notCached: '离线状态下无法读取该商品的规格',
  notCachedChoose: '该商品需选择规格，离线状态下无法读取规格，请联网后再试',
} as const;
