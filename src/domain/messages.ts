/**
 * Every Chinese message the domain rules produce (spec §5, §8). Text the spec
 * gives is copied exactly; the rest is ours and names the field it is about.
 */
export const MESSAGES = {
  /** A shelving refused for want of shelf tickets: the screens offer 去购买 beside it (issue 33.3). */
  shelfTicketsShort: '上架券不足，请先购买上架券',
  // spec §8
  serverError: '服务器开小差了~',
  /** Ours (RELIABILITY 38): the host's database is restarting, or the host is shutting down; HTTP 503. */
  serviceUnavailable: '服务暂时不可用，请稍后重试',
  /** The device refused to store a change (quota, storage wiped): RELIABILITY 11. */
  storageFailed: '本机存储空间不足或不可用，此操作未保存',
  /** Ours (RELIABILITY 11): IndexedDB was closed under the running app; after the reload the bar says what was lost. */
  storeWipedReload: '本机存储已被清除，应用需要重新加载后才能继续使用',
  /** Ours: the sync worker could not open the local store at all (private mode without IndexedDB, a broken profile). */
  storeUnavailable: '本机存储无法打开，请重新加载后再试',
  outboxEntryGone: '该操作已不存在',
  fetchFailed: '获取失败，请稍候重试',
  codeSent: '验证码发送成功',
  systemTitle: '系统提示',
  logoutConfirm: '是否退出登录？',
  loginRequired: '当前用户未登录是否登录？',
  // spec §5
  priceMaxEmpty: '最高价不能为空',
  priceMinEmpty: '最低价不能为空',
  priceMaxLessThanMin: '最高价不能小于最低价',
  // ours: validation, one per rule
  mobileInvalid: '手机号格式不正确',
  codeInvalid: '验证码格式不正确',
  emailInvalid: '邮箱格式不正确',
  urlInvalid: '链接格式不正确',
  dateInvalid: '日期格式不正确',
  idCardInvalid: '身份证号格式不正确',
  bankCardInvalid: '银行卡号格式不正确',
  amountInvalid: '金额格式不正确',
  priceInvalid: '价格格式不正确',
  passwordInvalid: '密码需为6-20位且至少包含两类字符',
  payPasswordInvalid: '支付密码需为6位数字',
  passwordMismatch: '两次输入的密码不一致',
  payPasswordMismatch: '两次输入的支付密码不一致',
  payPasswordWeak: '支付密码过于简单，请勿使用重复或连续的数字',
  realNameInvalid: '姓名只能包含中文',
  plateInvalid: '车牌号格式不正确',
  landlineInvalid: '座机号码格式不正确',
  // ours: after-sales refusals
  afterSalesNotAllowed: '当前售后状态不允许此操作',
  afterSalesActorNotAllowed: '您无权执行此售后操作',
  afterSalesKindNotAllowed: '该售后类型不允许此操作',
  // ours: relative time (spec §9 first reading)
  justNow: '刚刚',
  minutesAgo: '分钟前',
  hoursAgo: '小时前',
  daysAgo: '天前',
  // ours: sort tabs and filter popup (labels are not shown in the spec)
  sortComposite: '综合',
  sortSales: '销量',
  sortPrice: '价格',
  sortFilter: '筛选',
  filterReset: '重置',
  filterConfirm: '确定',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** spec §4 order status labels. */
export const ORDER_STATUS_LABELS = {
  UNDELIVERED: '待发货',
  UNPAID: '待付款',
  PAID: '已付款',
  DELIVERED: '已发货',
  CANCELLED: '已取消',
  COMPLETED: '已完成',
  COMPLETE: '已完成',
  TAKE: '待核销',
} as const;

/** Ours: what a fully refunded order shows instead of its last status (issue 19). */
export const ORDER_REFUNDED_LABEL = '已退款';

/** Ours: the spec names the after-sales statuses (§3) but shows no labels. */
export const AFTER_SALES_STATUS_LABELS = {
  APPLY: '待商家审核',
  PASS: '商家已同意',
  REFUSE: '商家已拒绝',
  BUYER_RETURN: '买家已退货',
  SELLER_RE_DELIVERY: '商家已重新发货',
  SELLER_CONFIRM: '商家已收货',
  SELLER_TERMINATION: '商家已终止售后',
  BUYER_CONFIRM: '买家已确认收货',
  BUYER_CANCEL: '买家已撤销',
  WAIT_REFUND: '退款中',
  COMPLETE: '售后完成',
} as const;

export const AFTER_SALES_ACTION_LABELS = {
  approve: '同意申请',
  refuse: '拒绝申请',
  cancel: '撤销申请',
  ship: '寄回商品',
  expire: '超时关闭',
  confirmReceipt: '确认收货',
  terminate: '终止售后',
  refund: '退款',
  redeliver: '重新发货',
  complete: '完成售后',
} as const;

/** Ours: checkout, payment, orders, addresses, invoices and after-sales (issue 5). */
export const CHECKOUT_MESSAGES = {
  consigneeRequired: '请填写收货人',
  consigneeTooLong: '收货人不能超过20个字',
  regionRequired: '请选择所在地区',
  regionInvalid: '所在地区不正确',
  addressDetailRequired: '请填写详细地址',
  addressDetailTooLong: '详细地址不能超过100个字',
  addressRequired: '请选择收货地址',
  ordererRequired: '海外直邮商品请填写订购人真实姓名和身份证号',
  invoiceTitleRequired: '请填写发票抬头',
  invoiceTitleTooLong: '发票抬头不能超过50个字',
  taxNoInvalid: '纳税人识别号格式不正确',
  invoiceTypeNotAllowed: '增值税专用发票仅可开具给企业',
  remarkTooLong: '备注不能超过100个字',
  noGoodsChosen: '请选择要结算的商品',
  priceChanged: (name: string) => `商品「${name}」价格已变化，请重新确认订单`,
  outOfStock: (name: string) => `商品「${name}」库存不足`,
  goodsOffShelf: (name: string) => `商品「${name}」已下架`,
  /** A goods with several specifications named without one (decision 033). */
  chooseSpec: '请选择规格',
  /** A cart line's SKU shelved or removed; an order or queued change naming it is refused with the same words. */
  skuOff: '该规格已下架',
  skuOffIn: (name: string, spec: string) => `商品「${name}」${spec ? `（${spec}）` : ''}该规格已下架`,
  orderNotPayable: '订单已取消或已支付，无需支付',
  orderStatusNotAllowed: '当前订单状态不允许此操作',
  payPasswordNotSet: '请先设置支付密码',
  payPasswordWrong: (left: number) => `支付密码错误，还可尝试${left}次`,
  payLocked: (minutes: number) => `支付密码错误次数过多，请${minutes}分钟后再试`,
  payPasswordVerifyRequired: '请填写短信验证码或原支付密码',
  oldPayPasswordWrong: '原支付密码不正确',
  balanceNotEnough: '余额不足',
  paySignatureInvalid: '支付通知签名不正确',
  payAmountMismatch: '支付金额与订单金额不一致',
  paymentNotFound: '支付单不存在',
  paymentNeedsNetwork: '支付需要联网，请连接网络后再试',
  latePaymentRevived: '订单超时已取消，支付到账后库存充足，订单已恢复',
  latePaymentRefunded: '订单超时已取消且库存不足，款项已退回余额',
  cancelledPaymentRefunded: '订单已由您取消，支付款已退回余额',
  refundAmountInvalid: '退款金额必须大于0',
  refundMustBeFull: '未发货的订单需全额退款',
  refundAmountTooHigh: (max: string) => `退款金额不能超过${max}元`,
  afterSalesKindNotOffered: '该订单当前不支持此售后类型',
  afterSalesInProgress: '该订单已有进行中的售后',
  virtualGoodsNoRefund: '虚拟商品付款后即已发放，不支持退款',
  orderRefunded: '该订单已全额退款',
  afterSalesReasonRequired: '请选择售后原因',
  expressCompanyRequired: '请填写快递公司',
  expressNoInvalid: '快递单号格式不正确',
  expressCompanyPick: '请选择快递公司',
  shopReasonRequired: '请填写原因',
  orderAlreadyShipped: '该订单已发货，请勿重复发货',
  ratingInvalid: '评分需为1到5星',
  commentRequired: '请填写评价内容',
  commentTooLong: '评价内容不能超过500个字',
  alreadyEvaluated: '该订单已评价',
  imageTooMany: '图片最多9张',
  imageInvalid: '图片格式不正确，仅支持 PNG、JPEG、WEBP、GIF',
} as const;

export const INVOICE_TYPE_LABELS = {
  E_NORMAL: '电子普通发票',
  PAPER_NORMAL: '纸质普通发票',
  VAT_SPECIAL: '增值税专用发票',
} as const;

export const INVOICE_TITLE_TYPE_LABELS = { PERSONAL: '个人', COMPANY: '单位' } as const;

export const AFTER_SALES_KIND_LABELS = { REFUND_ONLY: '仅退款', RETURN_REFUND: '退货退款', EXCHANGE: '换货' } as const;

/** Ours (RELIABILITY 11): the local store was wiped while changes were queued. */
export const changesWipedMessage = (n: number) => `本机存储已被清除，${n}项未同步的更改已丢失，请重新操作`;
