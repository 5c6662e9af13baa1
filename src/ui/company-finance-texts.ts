import type { AdminTargetKind } from '../domain/admin-actions';
/**
 * Issue 14's goods, finance and share screens of company_manage: imported by those lazy screens only, never by the
 * home's first chunk (docs/decisions/008).
 */
export const COMPANY_FINANCE_TEXTS = {
  needsNetwork: '离线时不能操作，请联网后再试',
  neverSaved: '尚无离线数据，请联网后查看',
  log: { title: '操作记录', empty: '暂无操作记录', by: (name: string) => `操作人：${name}`, reason: (r: string) => `原因：${r}` },
  /** Ours (issue 33.9): every administrator's actions in one list. */
  allLog: {
    title: '操作日志', all: '全部', neverSaved: '联网后显示操作日志', empty: '暂无操作记录', searchId: '按记录编号查找（先选类型）',
    kinds: {
      user: '用户', shop: '店铺', goods: '商品', application: '开店申请', withdrawal: '提现', scale: '分成', company: '公司信息', feedback: '意见反馈',
    } satisfies Record<AdminTargetKind, string>,
    target: (kind: string, id: string) => `${kind} ${id}`,
    actions: {
      ban: '封禁', unban: '解封', delete: '删除', edit: '编辑', unshelve: '平台下架', shelve: '恢复上架', set: '修改分成',
      approve: '通过', refuse: '驳回', reply: '回复',
    } as Record<string, string>,
  },
  actions: { unshelve: '平台下架', shelve: '恢复上架', set: '修改分成', edit: '修改公司信息' } as Record<string, string>,
  goods: {
    kinds: {
      ordinary: '普通商品', group: '拼团商品', auction: '拍卖商品', blindbox: '盲盒', nft: '数字藏品', spell: '拼拍商品',
      integral: '积分商品', global: '全球购', art: '艺术品', gold: '黄金商品', meta: '元宇宙商品', ip: 'IP商品',
    } as Record<string, string>,
    title: '商品管理', search: '搜索商品名称', allKinds: '全部类型', shop: '店铺编号', empty: '没有符合条件的商品',
    shelf: { '': '全部', on: '在售', off: '已下架', platform: '平台下架' } as Record<string, string>,
    onShelf: '在售', offShelf: '已下架', byPlatform: '平台下架', stock: (n: number) => `库存 ${n}`, sales: (n: number) => `销量 ${n}`,
    unshelve: '下架', shelve: '恢复上架', reasonTitle: '下架原因', reasonPlaceholder: '请填写下架原因（店铺可见，1–100字）',
    reasonRequired: '请填写下架原因', confirmOff: '确认下架', unshelved: '已下架，该商品已从搜索中移除', shelved: '已恢复上架',
    shelveConfirm: (name: string) => `确定恢复上架「${name}」吗？下架原因将被清除。`, reason: (r: string) => `下架原因：${r}`,
    close: '关闭',
  },
  scale: {
    title: '分成设置', companyTitle: '平台分成比例', shopTitle: '店铺分成比例', company: '全平台分成', shops: '店铺分成',
    own: '店铺自定', follows: '跟随平台', effective: '实际执行',
    input: '分成比例（%）', placeholder: '0–100，最多两位小数', reason: '备注（选填）', save: '保存', saved: '分成比例已更新',
    invalid: '请输入0到100之间的数字，最多两位小数',
    confirm: (text: string) => `确定将分成比例改为${text}吗？仅对此后支付的订单生效，已支付的订单按支付时的比例结算。`,
    rule: '分成比例是平台从每笔完成订单中收取的服务费比例。修改只对此后支付的订单生效，已支付的订单按支付时的比例结算。',
    searchShop: '搜索店铺名称或编号', shopEmpty: '没有找到店铺',
  },
  finance: {
    title: '财务管理', byDay: '按日', byMonth: '按月', chart: (label: string) => `${label}（元）`,
    unsettled: '待结算（托管中）', revenueBalance: '平台收入余额', withdrawals: '提现审核', date: '日期', month: '月份',
  },
  company: {
    title: '公司管理', info: '公司信息', edit: '编辑公司信息', scale: '平台分成比例', financeScale: '分成设置', finance: '财务',
    name: '公司名称', contactName: '联系人', contactPhone: '联系电话', address: '公司地址', none: '未填写',
    save: '保存', saved: '公司信息已保存', conflictReload: '已重新读取最新内容，请核对后再保存',
  },
} as const;
