/** A shop's customers, fans, comments and profit (issue 13): imported by those lazy screens only (decision 008). */
export const SHOP_BUSINESS_TEXTS = {
  entries: { users: '店铺用户', fans: '店铺粉丝', comments: '评价管理', profit: '店铺收益' },
  users: {
    title: '店铺用户', total: '用户总数', monthly: '本月新增', orders: (n: number) => `下单${n}次`, amount: '消费金额',
    lastOrder: '最近下单', empty: '还没有下单的用户',
  },
  fans: { title: '店铺粉丝', total: (n: number) => `共${n}位粉丝`, since: '关注于', empty: '还没有粉丝' },
  comments: {
    title: '评价管理', all: '全部', waiting: '待回复', replied: '已回复', unreplied: (n: number) => `${n}条待回复`,
    reply: '回复', placeholder: '回复买家（1–200字，回复后不可修改）', send: '发送回复', cancel: '取消', pending: '待同步',
    queued: '回复已保存，联网后自动发送', refused: '回复未成功', dismiss: '知道了', empty: '暂无评价', order: '订单',
  },
  profit: {
    title: '店铺收益', today: '今日', month: '本月', income: '结算收入', refund: '售后退款', net: '净收入', orders: '结算订单',
    balance: '店铺余额', chart: '近30天结算收入（元）', chartIncome: '收入（元）', list: '收益明细', all: '全部', empty: '暂无收益记录',
    ordersUnit: (n: number) => `${n}单`, hint: '买家确认收货后订单结算，收入扣除平台服务费后计入店铺余额',
  },
  offline: '当前离线', savedAt: (age: string) => `数据更新于${age}`, neverSaved: '尚无离线数据，请联网后查看', listOffline: '离线时仅显示第一页',
} as const;
