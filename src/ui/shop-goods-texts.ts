/** A shop's goods screens (issue 12): imported by those lazy screens only, never by the home's first chunk (decision 008). */
export const SHOP_GOODS_TEXTS = {
  workspace: { goods: '商品管理', published: '已发布', onShelf: '在售', drafts: '草稿', add: '新建商品', list: '商品列表', kindGoods: '特色商品' },
  /** add_ip_goods, shop_ip_goods_list and the art, gold and metaverse screens (docs/decisions/006). */
  kinds: {
    names: { ordinary: '普通商品', ip: 'IP商品', art: '艺术品', gold: '黄金商品', meta: '元宇宙商品' },
    /** A goods row's kind tag, for every kind a shop may have (seeded shops have them all). */
    tags: {
      ordinary: '普通', group: '拼团', auction: '拍卖', blindbox: '盲盒', nft: '数字藏品', spell: '拼单', integral: '积分', global: '全球购',
      art: '艺术品', gold: '黄金', meta: '元宇宙', ip: 'IP',
    },
    section: { ip: 'IP授权信息', art: '艺术品信息', gold: '黄金信息', meta: '元宇宙信息' },
    placeholders: {
      ipName: '如：星Q熊', license: '授权书编号', artist: '作者姓名', year: '如：1998', material: '如：布面油画',
      weightGrams: '克，最多两位小数', purity: '如：足金999', world: '如：星Q元宇宙', parcel: '如：A-12-07',
    },
    add: (name: string) => `新建${name}`,
    edit: (name: string) => `编辑${name}`,
    list: (name: string) => `${name}列表`,
    untitled: (name: string) => `未命名${name}`,
    filterAll: '全部类型',
  },
  skus: {
    title: '商品规格', dimension: '规格名', values: '规格值', namePlaceholder: '如：颜色', valuesPlaceholder: '用 / 分隔，如：红色/白色/黑色',
    add: '添加规格', remove: '删除', hint: (max: number, values: number) => `最多${max}个规格，每个规格最多${values}个值；每个组合单独定价和计库存`,
    oneSku: '该类型的商品只有一个规格', batch: '批量设置', batchPrice: '售价', batchStock: '库存', fill: '填充', table: (n: number) => `规格组合（${n}个）`,
    salePrice: '售价', originalPrice: '原价', stock: '库存', code: '编码', onSale: '上架', byTable: '该商品按规格定价，售价和库存请在商品规格中填写',
    missing: '待填写', done: '完成', noDraft: '请从商品列表选择要修改的商品', toPrice: '按规格改价', toStock: '按规格改库存', listManaged: (n: number) => `按规格定价（${n}个规格），售价和库存请在编辑中修改`,
  },
  specs: {
    title: '商品属性', name: '属性名', values: '属性值', namePlaceholder: '如：颜色', valuesPlaceholder: '用 / 分隔，如：红/蓝', add: '添加属性',
    remove: '删除', hint: (max: number) => `最多${max}个属性，仅作展示，不单独定价或计库存`,
  },
  /** goodsProSetting, goodsClass, showGoodsImage, showGoodsVideo and goodsDetailImg as screens of the form (issue 31). */
  screens: {
    classesReading: '正在读取商品分类…', classesOffline: '离线状态下本机没有商品分类，请联网后再选择',
    noImages: '还没有商品图片，至少上传一张', noVideo: '还没有商品视频（可不上传）', noDetailImgs: '还没有详情图片（可不上传）',
  },
  shelfTickets: { buy: '去购买', title: '购买上架券', back: '返回继续上架' },
  state: { draft: '草稿', uploading: '待上传', queued: '待发布', failed: '发布失败', conflict: '有冲突' },
  /** A draft's last keystrokes not yet written on the device (DraftStatus). */
  savingDraft: '正在保存到本机…',
  list: {
    title: '商品列表', search: '搜索商品名称', all: '全部', on: '已上架', off: '已下架', stockAll: '全部库存', out: '缺货', low: '库存紧张',
    price: '改价', stock: '改库存', shelfOn: '上架', shelfOff: '下架', pending: '同步中', refused: '未通过', dismiss: '知道了',
    offByPlatform: (reason: string) => `平台已下架：${reason}（不能自行上架）`,
    newPrice: '新售价（元）', confirm: '确定', cancel: '取消', newStock: '新库存', edit: '编辑', more: '更多设置 ›', boxManaged: '盲盒的价格与内容请在盲盒管理中修改', empty: '还没有商品', untitled: '未命名商品', stockLabel: '库存', sales: '销量',
  },
  form: {
    newTitle: '新建商品', editTitle: '编辑商品', name: '商品名称', namePlaceholder: '2–60个字', classId: '商品分类', chooseClass: '请选择商品分类',
    goodsPrice: '价格', salePrice: '售价（元）', originalPrice: '原价（元）', goodsStockSetting: '库存', stock: '库存数量',
    media: '图片和视频', showGoodsImage: '商品图片', addImage: '添加图片', showGoodsVideo: '商品视频', addVideo: '添加视频', goodsDetailImg: '商品详情', detailImgs: '详情图片', addDetailImage: '添加详情图片',
    detailPlaceholder: '介绍商品的材质、规格、卖点（最多2000字）', onShelf: '发布后立即上架（消耗1张上架券）',
    saved: '已自动保存在本机', publish: '发布', save: '保存修改', discard: '删除草稿', discardConfirm: '确定删除这个草稿吗？',
    queuedHint: '已排队，联网后自动发布', publishing: '正在发布…', publishedToast: '已发布', savedToast: '已保存', uploadingHint: '图片或视频上传中，完成后即可发布', progress: '已上传', waiting: '等待上传',
    queuedUploadHint: '联网后自动上传并发布', queuedUploadOnlineHint: '图片或视频上传完成后自动发布', uploadingOfflineHint: '当前离线，联网后自动上传，现在即可发布',
    uploadFailed: '上传失败', remove: '删除', compressing: '正在压缩图片…', published: '已发布',
  },
  classPicker: { title: '选择商品分类', back: '返回上一级', choose: '选择' },
  conflict: {
    title: '商品已在别处修改', hint: '以下字段在您编辑期间被修改，请逐项选择要保留的值', field: '字段', base: '编辑时', mine: '我的修改', host: '当前线上',
    keepMine: '用我的', keepHost: '用线上的', apply: '按选择保存', loading: '正在读取线上商品…', offline: '联网后才能读取线上商品',
  },
} as const;
