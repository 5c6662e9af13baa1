/** A shop's theme and blind-box screens (issue 13, spec §2 shop_themes, shop_blindboxs): imported by those lazy screens only. */
export const SHOP_THEME_TEXTS = {
  entries: { themes: '主题管理', blindboxes: '盲盒管理' },
  common: {
    drafts: '草稿', published: '已发布', publish: '发布', save: '保存修改', discard: '删除草稿', discardConfirm: '确定删除这个草稿吗？',
    saved: '已自动保存在本机', queuedHint: '已排队，联网后自动发布', publishing: '正在发布…', publishedToast: '已发布', savedToast: '已保存',
    uploadingHint: '图片上传中，完成后即可发布', cover: '封面图', addCover: '上传封面', changeCover: '更换封面', detailImgs: '详情图',
    addImage: '添加图片', remove: '删除', waiting: '等待上传', progress: '已上传', uploadFailed: '上传失败', compressing: '正在压缩…',
    detailCount: (n: number) => (n ? `${n}张` : '未添加'), goods: '包含商品', pickGoods: '选择商品', goodsCount: (n: number) => `${n}件商品`,
    noGoodsPicked: '请选择商品', untitled: '未命名', edit: '编辑', neverSaved: '本机还没有读取过，联网后显示', noShop: '请先进入店铺管理',
    detailHint: '最多9张，展示在详情页', missingDraft: '草稿已发布或已删除', done: '完成',
  },
  themes: {
    title: '主题管理', add: '新建主题', newTitle: '新建主题', editTitle: '编辑主题', empty: '还没有主题', name: '主题名称', namePlaceholder: '2–30个字',
    description: '主题介绍', descriptionPlaceholder: '介绍这个主题（最多500字）', detailTitle: '主题详情图',
  },
  boxes: {
    title: '盲盒管理', add: '新建盲盒', newTitle: '新建盲盒', editTitle: '编辑盲盒', empty: '还没有盲盒', name: '盲盒名称', namePlaceholder: '2–30个字',
    theme: '所属主题', noTheme: '不属于主题', goods: '盲盒商品', detailTitle: '盲盒详情图', priceEntry: '价格与概率',
    version: (v: number) => `第${v}版`, onSale: '在售', offSale: '未上架', shelfOn: '上架', shelfOff: '下架', shelving: '同步中',
    dismiss: '知道了', price: (yuan: string) => `¥${yuan}`, notPriced: '未设置',
    oddsSummary: (total: string) => `概率合计 ${total}`,
    sell: '上架销售', sellTitle: '上架销售', boxCount: '出售盒数', boxCountPlaceholder: '如：100', boxCountInvalid: '请填写出售盒数：1到999999的整数', sellConfirm: '确认上架',
    sellHint: (version: number) => `将按第${version}版概率表出售，买家付款前可看到概率与每件商品的价值。上架消耗1张上架券；之后的改价与概率请在编辑中修改，每次修改生成新版本。`,
    stock: (n: number) => `库存${n}盒`, editStock: '改库存', newStock: '新库存（盒）', confirm: '确定', cancel: '取消', offShelf: '已下架',
  },
  price: {
    title: '价格与概率', price: '盲盒价格（元）', pricePlaceholder: '如：59', odds: '中奖概率', oddsUnit: '%', value: '价值',
    total: '概率合计', totalHint: '合计须为100.00%才能保存', even: '平均分配', guarantee: '保底', guaranteeDraws: '保底抽数',
    guaranteeDrawsPlaceholder: '不设保底请留空', guaranteeGoods: '保底商品', guaranteeHint: '连续抽满保底抽数仍未抽中时，下一个必得保底商品',
    limit: '限购数量', limitPlaceholder: '不限购请留空', noGoods: '请先在盲盒信息中选择商品', save: '保存',
    frozen: (version: number) => `该盲盒正在出售，概率表已冻结。保存修改将生成第${version}版，买家付款前会看到新版本。`,
    frozenConfirm: (version: number) => `该盲盒正在出售。保存后将生成第${version}版概率表，确定保存吗？`,
  },
  conflict: {
    title: '已在别处修改', hint: '以下字段在您编辑期间被修改，请逐项选择要保留的值', field: '字段', base: '编辑时', mine: '我的修改', host: '当前线上',
    keepMine: '用我的', keepHost: '用线上的', apply: '按选择保存', loading: '正在读取线上版本…', offline: '联网后才能读取线上版本',
  },
  fields: {
    name: '名称', cover: '封面图', detailImgs: '详情图', description: '介绍', goodsIds: '商品', themeId: '所属主题', price: '价格',
    items: '商品与概率', guaranteeDraws: '保底抽数', guaranteeGoodsId: '保底商品', purchaseLimit: '限购数量',
  } as Record<string, string>,
} as const;
