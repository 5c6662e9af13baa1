/** A shop's goods screens (issue 12): imported by those lazy screens only, never by the home's first chunk (decision 008). */
export const SHOP_GOODS_TEXTS = {
  workspace: { goods: '商品管理', published: '已发布', onShelf: '在售', drafts: '草稿', add: '新建商品', list: '商品列表' },
  state: { draft: '草稿', uploading: '待上传', queued: '待发布', failed: '发布失败', conflict: '有冲突' },
  list: {
    title: '商品列表', search: '搜索商品名称', all: '全部', on: '已上架', off: '已下架', stockAll: '全部库存', out: '缺货', low: '库存紧张',
    price: '改价', stock: '改库存', shelfOn: '上架', shelfOff: '下架', pending: '同步中', refused: '未通过', dismiss: '知道了',
    newPrice: '新售价（元）', confirm: '确定', cancel: '取消', newStock: '新库存', edit: '编辑', empty: '还没有商品', untitled: '未命名商品', stockLabel: '库存', sales: '销量',
  },
  form: {
    newTitle: '新建商品', editTitle: '编辑商品', name: '商品名称', namePlaceholder: '2–60个字', classId: '商品分类', chooseClass: '请选择商品分类',
    goodsPrice: '价格', salePrice: '售价（元）', originalPrice: '原价（元）', goodsStockSetting: '库存', stock: '库存数量',
    media: '图片和视频', showGoodsImage: '商品图片', addImage: '添加图片', showGoodsVideo: '商品视频', addVideo: '添加视频', goodsDetailImg: '商品详情',
    detailPlaceholder: '介绍商品的材质、规格、卖点（最多2000字）', onShelf: '发布后立即上架（消耗1张上架券）',
    saved: '已自动保存在本机', publish: '发布', save: '保存修改', discard: '删除草稿', discardConfirm: '确定删除这个草稿吗？',
    queuedHint: '已排队，联网后自动发布', uploadingHint: '图片或视频上传中，完成后即可发布', progress: '已上传', waiting: '等待上传',
    uploadFailed: '上传失败', remove: '删除', compressing: '正在压缩图片…', published: '已发布',
  },
  classPicker: { title: '选择商品分类', back: '返回上一级', choose: '选择' },
  conflict: {
    title: '商品已在别处修改', hint: '以下字段在您编辑期间被修改，请逐项选择要保留的值', field: '字段', base: '编辑时', mine: '我的修改', host: '当前线上',
    keepMine: '用我的', keepHost: '用线上的', apply: '按选择保存', loading: '正在读取线上商品…', offline: '联网后才能读取线上商品',
  },
} as const;
