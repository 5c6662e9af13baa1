import type { Db } from '../open';
import { agreements, codeTables, culturePosts, infoArticles, memberRanks, serverParams } from '../schema';
import { imageUrl } from './images';

/** Issue 15: ranks, agreements, platform parameters, search filter options, information pages and culture posts. */
const RANKS = [
  { id: 'R1', name: '星Q会员', rankType: 1, minGrowth: 0, hue: 200, perks: ['订单物流实时提醒', '生日当月专属问候'] },
  { id: 'R2', name: '白银会员', rankType: 2, minGrowth: 500, hue: 220, perks: ['领券中心领取满99减5元平台券', '专属客服通道'] },
  { id: 'R3', name: '黄金会员', rankType: 3, minGrowth: 2000, hue: 45, perks: ['领券中心领取平台优惠券', '退货运费补贴', '新品优先购'] },
  { id: 'R4', name: '铂金会员', rankType: 4, minGrowth: 8000, hue: 280, perks: ['领券中心领取平台优惠券', '极速退款', '线下活动邀请'] },
  { id: 'R5', name: '钻石会员', rankType: 5, minGrowth: 20000, hue: 330, perks: ['领券中心领取平台优惠券', '一对一专属顾问', '年度会员礼盒'] },
];

const AGREEMENTS = [
  { code: 'user', version: 1, title: '星Q商城用户服务协议', paragraphs: ['欢迎使用星Q商城。本协议是您与星Q商城平台之间关于使用平台服务的约定。', '旧版本内容已由第2版取代。'] },
  {
    code: 'user', version: 2, title: '星Q商城用户服务协议', paragraphs: [
      '欢迎使用星Q商城。本协议是您与星Q商城平台（以下简称“平台”）之间关于注册、登录及使用平台服务的约定，请您在注册前仔细阅读。',
      '一、账号注册与使用：您应使用本人手机号注册，并妥善保管验证码和密码。因您保管不善导致的损失由您自行承担。',
      '二、交易规则：商品的价格、库存以本平台页面显示为准。订单提交后请在规定时间内完成支付，超时未支付的订单将自动取消。',
      '三、售后服务：您可在订单完成前后按平台售后规则申请退款、退货或换货，平台会督促店铺在规定时限内处理。',
      '四、行为规范：您不得利用平台发布违法信息、恶意刷单、侵犯他人权益；违反者平台有权限制或封禁账号。',
      '五、协议变更：平台修改本协议时会在页面公示新版本，继续使用即视为同意修改后的协议。',
    ],
  },
  {
    code: 'privacy', version: 1, title: '星Q商城隐私政策', paragraphs: [
      '星Q商城非常重视您的个人信息保护。本政策说明我们如何收集、使用、存储和保护您的个人信息。',
      '一、我们收集的信息：注册所需的手机号；下单所需的收货地址、联系人；实名认证时的姓名和身份证号（加密存储，仅显示部分）。',
      '二、信息的使用：用于完成交易、配送商品、售后服务、账号安全和向您发送您开启的消息通知。',
      '三、信息的存储：您的信息存储在中华人民共和国境内，我们采取加密、访问控制等措施保护信息安全。',
      '四、您的权利：您可以在“设置”中查看、更正个人资料，关闭消息通知，清除本机缓存，或申请注销账号。',
      '五、未成年人保护：未满十四周岁的未成年人应在监护人同意和指导下使用本平台。',
    ],
  },
  {
    code: 'shop', version: 1, title: '星Q商城店铺入驻协议', paragraphs: [
      '本协议是申请在星Q商城开设店铺的商家与平台之间的约定。',
      '一、入驻资质：商家应提交真实有效的身份和经营资料，经平台审核通过后方可开店。',
      '二、商品管理：商家应如实描述商品，不得销售假冒伪劣、违禁或侵权商品。',
      '三、结算规则：订单完成后，货款扣除平台服务费后计入店铺钱包，可按平台规则提现。',
      '四、违规处理：商家违反平台规则的，平台有权下架商品、冻结结算或关闭店铺。',
    ],
  },
];

const PARAMS = [
  { code: 'service_phone', name: '客服电话', value: '400-800-1234', sort: 1 },
  { code: 'service_hours', name: '客服时间', value: '每天 9:00-21:00', sort: 2 },
  { code: 'company_name', name: '运营公司', value: '星Q（深圳）电子商务有限公司', sort: 3 },
  { code: 'icp', name: '备案号', value: '粤ICP备20261101号', sort: 4 },
  { code: 'service_email', name: '客服邮箱', value: 'service@starq.example.cn', sort: 5 },
];

const SORTS = [{ value: '', label: '综合' }, { value: '00', label: '销量' }, { value: '01', label: '新品' }, { value: '02', label: '人气' }];
const AGES = ['0-3岁', '3-6岁', '6-12岁', '12-18岁', '成人'];
const price = (label: string, startPrice: string, endPrice: string) => ({ label, startPrice, endPrice });

const CODE_TABLES = [
  {
    code: 'code_complaint_type', name: '投诉类型', items: [
      { value: 'goods', label: '商品质量' }, { value: 'shop', label: '店铺服务' }, { value: 'service', label: '平台客服' },
      { value: 'logistics', label: '物流配送' }, { value: 'other', label: '其他问题' },
    ],
  },
  { code: 'code_invoice_type', name: '发票类型', items: [{ value: '1', label: '增值税普通发票' }, { value: '2', label: '增值税专用发票' }] },
  {
    code: 'search_normal', name: '商品搜索参数', items: {
      sorts: SORTS, ages: AGES,
      priceRanges: [price('0-50元', '0', '50'), price('50-200元', '50', '200'), price('200-1000元', '200', '1000'), price('1000元以上', '1000', '')],
      extra: [{ code: 'ownGoods', name: '商品来源', items: [{ value: '1', label: '星Q自营' }] }],
    },
  },
  {
    code: 'search_global', name: '全球购搜索参数', items: {
      sorts: SORTS, ages: AGES,
      priceRanges: [price('0-100元', '0', '100'), price('100-500元', '100', '500'), price('500元以上', '500', '')],
      extra: [{ code: 'continent', name: '所在大洲', items: [
        { value: 'AS', label: '亚洲' }, { value: 'EU', label: '欧洲' }, { value: 'NA', label: '北美洲' },
        { value: 'SA', label: '南美洲' }, { value: 'OC', label: '大洋洲' }, { value: 'AF', label: '非洲' },
      ] }],
    },
  },
  {
    code: 'search_gold', name: '黄金搜索参数', items: {
      sorts: SORTS, ages: [],
      priceRanges: [price('0-1000元', '0', '1000'), price('1000-5000元', '1000', '5000'), price('5000元以上', '5000', '')],
      extra: [
        { code: 'purity', name: '成色', items: [{ value: '999', label: '足金999' }, { value: '9999', label: '足金9999' }, { value: '18K', label: '18K金' }] },
        { code: 'weight', name: '克重', items: [{ value: '0-5', label: '5克以下' }, { value: '5-20', label: '5-20克' }, { value: '20-', label: '20克以上' }] },
      ],
    },
  },
];

type Article = { id: string; section: string; title: string; summary: string; paragraphs: string[] };
const ARTICLES: Article[] = [
  { id: 'about-1', section: 'about', title: '关于星Q商城', summary: '离线也能逛的购物商城', paragraphs: [
    '星Q商城是一个面向消费者和商家的综合购物平台，汇集普通商品、全球购、黄金、数字藏品、盲盒、拼团等多种商品。',
    '我们致力于让购物更简单：即使网络不好，您也可以浏览看过的商品、加入购物车、提交操作，联网后自动同步。',
    '商家可以在星Q商城开设店铺，管理商品、订单和售后，与顾客直接沟通。',
  ] },
  { id: 'about-2', section: 'about', title: '联系我们', summary: '客服电话、时间与邮箱', paragraphs: [
    '客服电话：400-800-1234（每天 9:00-21:00）。', '客服邮箱：service@starq.example.cn。', '运营公司：星Q（深圳）电子商务有限公司。',
  ] },
  { id: 'rec-1', section: 'recommendation', title: '什么是推广推荐', summary: '邀请好友，一起逛星Q', paragraphs: [
    '每位用户都有自己的邀请码。好友使用您的邀请码注册后，您就成为他的推荐人。',
    '推荐关系在注册时确定，之后不可更改；一个账号只能有一位推荐人。',
  ] },
  { id: 'rec-2', section: 'recommendation', title: '推荐的好处', summary: '成长值与活动奖励', paragraphs: [
    '好友完成首笔订单后，平台会在活动期内为推荐人发放积分奖励，具体以当期活动规则为准。',
    '推荐奖励不会以现金形式发放，也不会因好友退款以外的原因被扣回。',
  ] },
  { id: 'rec-3', section: 'recommendation', title: '推广规范', summary: '请文明推广', paragraphs: [
    '请勿以虚假宣传、骚扰信息或刷单等方式推广；违规获得的奖励将被收回，严重者封禁账号。',
  ] },
  { id: 'safety-1', section: 'safety', title: '谨防诈骗', summary: '平台不会索要验证码和密码', paragraphs: [
    '星Q商城工作人员不会以任何理由向您索要短信验证码、登录密码或支付密码。',
    '任何要求您添加私人联系方式、线下转账或“刷单返利”的，都是诈骗，请立即停止并向平台投诉。',
  ] },
  { id: 'safety-2', section: 'safety', title: '账号安全', summary: '保护好您的账号', paragraphs: [
    '请设置不易猜到的密码，并开启支付密码。', '在公共设备登录后请及时退出，可在设置中退出登录。',
  ] },
  { id: 'safety-3', section: 'safety', title: '交易安全', summary: '只在平台内付款', paragraphs: [
    '请始终在星Q商城内下单和付款，平台会保障您的货款安全并提供售后服务；平台外交易无法获得保障。',
  ] },
  { id: 'reg-1', section: 'regulation', title: '平台交易规则', summary: '下单、付款、发货与收货', paragraphs: [
    '订单提交后请在30分钟内付款，超时订单自动取消并释放库存。', '店铺应在买家付款后48小时内发货。',
    '买家收到商品后请及时确认收货；发货后一定期限内未确认的，系统自动确认收货。',
  ] },
  { id: 'reg-2', section: 'regulation', title: '售后服务规则', summary: '退款、退货与换货', paragraphs: [
    '未发货的订单可以申请仅退款；已发货的订单可以申请退货退款或换货。', '店铺应在规定时间内处理售后申请，逾期未处理的，平台可介入处理。',
  ] },
  { id: 'reg-3', section: 'regulation', title: '评价规则', summary: '真实、客观地评价', paragraphs: [
    '评价应基于真实交易体验；含有辱骂、广告或泄露他人隐私的评价将被屏蔽。',
  ] },
  { id: 'ywlc-1', section: 'ywlc', title: '购物流程', summary: '从选购到收货', paragraphs: [
    '第一步：浏览或搜索商品，选择规格和数量。', '第二步：加入购物车或立即购买，填写收货地址。',
    '第三步：提交订单并在30分钟内完成支付。', '第四步：等待店铺发货，可在订单详情中查看物流。', '第五步：收到商品后确认收货，并发表评价。',
  ] },
  { id: 'ywlc-2', section: 'ywlc', title: '售后流程', summary: '申请、审核、退货、退款', paragraphs: [
    '第一步：在订单详情中点击“申请售后”，选择类型并说明原因。', '第二步：店铺审核您的申请。',
    '第三步：需要退货的，按店铺提供的地址寄回商品并填写物流单号。', '第四步：店铺确认收货后退款，款项按原路退回或退回余额。',
  ] },
  { id: 'ywlc-3', section: 'ywlc', title: '开店流程', summary: '申请、审核、上架', paragraphs: [
    '第一步：在“我的”页面点击“我要开店”，选择店铺类型。', '第二步：填写店铺和经营者信息，完成实名认证。',
    '第三步：等待平台审核，审核结果会通知您。', '第四步：审核通过后即可发布商品，开始经营。',
  ] },
  { id: 'ywlc-4', section: 'ywlc', title: '提现流程', summary: '绑卡、申请、到账', paragraphs: [
    '第一步：在钱包中添加本人银行卡。', '第二步：输入提现金额和支付密码提交申请。', '第三步：平台审核通过后，款项转入您的银行卡。',
  ] },
  { id: 'inv-1', section: 'invoices', title: '发票说明', summary: '谁开票、开什么票', paragraphs: [
    '星Q商城的发票由销售商品的店铺开具。下单时可选择发票抬头，店铺会按订单实付金额开具增值税普通发票。',
    '如需增值税专用发票，请在下单前在“发票抬头”中填写完整的单位信息，并联系店铺确认。',
  ] },
  { id: 'inv-2', section: 'invoices', title: '开票时间与方式', summary: '确认收货后开具', paragraphs: [
    '订单确认收货后，店铺一般在7个工作日内开具电子发票。', '发生退款的订单，发票金额按退款后的实付金额开具。',
  ] },
];

const CULTURE = [
  { id: 'CU0001', title: '一盏茶的时间', content: '工作日的午后，泡上一杯刚到的明前龙井，看茶叶在杯中舒展，这是属于自己的一刻安静。', hue: 120 },
  { id: 'CU0002', title: '盲盒里的小惊喜', content: '拆开盲盒的那一秒最让人心动。这次抽到了隐藏款，分享给同样喜欢潮玩的朋友们。', hue: 300 },
  { id: 'CU0003', title: '老手艺，新生活', content: '一枚足金的平安扣，承载着长辈的祝福。传统工艺和现代设计结合，让老手艺走进日常。', hue: 45 },
];

export async function seedSettingsInfo(db: Db, now: number): Promise<void> {
  await db.insert(memberRanks).values(RANKS.map(({ hue, ...r }) => ({ ...r, logo: imageUrl(r.name, hue, { art: 'rank' }) })));
  await db.insert(agreements).values(AGREEMENTS.map((a, i) => ({ ...a, publishedAt: now - (AGREEMENTS.length - i) * 86_400_000 })));
  await db.insert(serverParams).values(PARAMS);
  await db.insert(codeTables).values(CODE_TABLES);
  await db.insert(infoArticles).values(ARTICLES.map((a, i) => ({ ...a, sort: i + 1, updatedAt: now })));
  await db.insert(culturePosts).values(CULTURE.map(({ hue, ...p }, i) => ({
    ...p, userId: 'U000001', images: [imageUrl(p.title, hue)], likeCount: 0, createdAt: now - (i + 1) * 3_600_000,
  })));
}
