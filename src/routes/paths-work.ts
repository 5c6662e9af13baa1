/** The shop owner's and the administrator's screens (issues 12–14; spec §2 shop_manage and company_manage), part of PATHS. */
export const WORK_PATHS = {
  // becoming a shop (issue 12): the applicant's steps and the administrator's audit
  enterType: '/pages/shop_manage/enter/enter_type',
  userInfoAuth: '/pages/shop_manage/enter/user_info_auth',
  registerInfo: '/pages/shop_manage/enter/register_info',
  shopApplications: '/pages/company_manage/manage_fun/shop/aplay_info',
  shopApplicationDetail: '/pages/company_manage/manage_fun/shop/aplay_show_info',
  // a shop's goods (issue 12): the list with drafts beside published goods, and the goods form
  shopGoodsList: '/pages/shop_manage/shop_goods/shop_goods_list',
  addOrUpdateGoods: '/pages/shop_manage/shop_goods/addOrUpdateGoods',
  goodsPrice: '/pages/shop_manage/shop_goods/goodsPrice',
  goodsStockSetting: '/pages/shop_manage/shop_goods/goodsStockSetting',
  goodsProSetting: '/pages/shop_manage/shop_goods/goodsProSetting',
  /** The shop form's category (spec goodsClass); `goodsClass` above is the shopper's category screen. */
  shopGoodsClass: '/pages/shop_manage/shop_goods/goodsClass',
  goodsDetailImg: '/pages/shop_manage/shop_goods/goodsDetailImg',
  showGoodsImage: '/pages/shop_manage/shop_goods/showGoodsImage',
  showGoodsVideo: '/pages/shop_manage/shop_goods/showGoodsVideo',
  goodsShelfticketPay: '/pages/shop_manage/shop_goods/goods-shelfticket-pay',
  // a goods' evidence (issue 12): the owner adds it, picking the goods; buyers read it (spec §2 Other: goods_evidence)
  addEvidence: '/pages/shop_manage/shop_goods/evidence/addEvidence',
  selectGoods: '/pages/shop_manage/shop_goods/selectGoods',
  goodsEvidence: '/pages/goods_evidence/goods_evidence',
  // a shop's orders and after-sales (issue 13): spec §2 shop_order screens; the after-sales list and detail paths are ours (docs/decisions/011)
  shopOrderForm: '/pages/shop_manage/shop_order/shop_order_form',
  shopOrderDetails: '/pages/shop_manage/shop_order/order_details',
  shopOrderLogistics: '/pages/shop_manage/shop_order/order_logistics',
  shopOrderDelivery: '/pages/shop_manage/shop_order/order_delivery_goods',
  shopAfterSales: '/pages/shop_manage/shop_order/after_sales',
  shopAfterSalesDetail: '/pages/shop_manage/shop_order/after_sales_detail',
  // a shop's customers, fans, comments and profit (issue 13); comments and profit paths are ours (docs/decisions/006)
  shopUsers: '/pages/shop_manage/shop_users/shop_users',
  shopFans: '/pages/shop_manage/fans/fans',
  shopComments: '/pages/shop_manage/shop_comments/shop_comments',
  shopProfit: '/pages/shop_manage/shop_profit/shop_profit',
  // IP, art, gold and metaverse goods (issue 12): add and list screens per kind; all but add_ip_goods and shop_ip_goods_list are ours (docs/decisions/006)
  addIpGoods: '/pages/shop_manage/shop_goods/add_ip_goods',
  shopIpGoodsList: '/pages/shop_manage/shop_goods/shop_ip_goods_list',
  addArtGoods: '/pages/shop_manage/shop_goods/add_art_goods',
  shopArtGoodsList: '/pages/shop_manage/shop_goods/shop_art_goods_list',
  addGoldGoods: '/pages/shop_manage/shop_goods/add_gold_goods',
  shopGoldGoodsList: '/pages/shop_manage/shop_goods/shop_gold_goods_list',
  addMetaGoods: '/pages/shop_manage/shop_goods/add_meta_goods',
  shopMetaGoodsList: '/pages/shop_manage/shop_goods/shop_meta_goods_list',
  // the platform's goods, finance, shares and company details (issue 14): spec §2 company_manage paths
  companyGoods: '/pages/company_manage/manage_fun/goods',
  financeScale: '/pages/company_manage/manage_fun/finance_scale',
  company: '/pages/company_manage/manage_fun/company/company',
  companyFinanceScale: '/pages/company_manage/manage_fun/company/company_finance_scale',
  companyEdit: '/pages/company_manage/manage_fun/company/company_edit',
  companyInfo: '/pages/company_manage/manage_fun/company/company_info',
  shopFinanceScale: '/pages/company_manage/manage_fun/shop/shop_finance_scale',
  // the platform's users and shops (issue 14): spec §2 company_manage paths
  companyUsers: '/pages/company_manage/manage_fun/users',
  companyUserInfo: '/pages/company_manage/manage_fun/userinfo',
  companyUsersEdit: '/pages/company_manage/manage_fun/usersedit',
  companyBanUser: '/pages/company_manage/manage_fun/banuser',
  companyShops: '/pages/company_manage/manage_fun/shop/shops',
  companyBanShops: '/pages/company_manage/manage_fun/shop/ban_shops',
  companyShopsEdit: '/pages/company_manage/manage_fun/shop/shops_edit',
  companyShopGoodsList: '/pages/company_manage/manage_fun/shop/shop_goods_list',
} as const;
