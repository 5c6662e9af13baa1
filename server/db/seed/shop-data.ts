import type { GoodsKind } from '../../../src/contract/entities/goods';

export interface ShopSeed {
  id: string;
  name: string;
  hue: number;
  /** null shows the spec §3 "shopFans default 0" rule. */
  fans: number | null;
  /** Province, city, district codes; a null district shows the "deepest location" rule. */
  location: readonly [string, string, string | null];
  locationName: string;
  address: string;
  phone: string;
  rankName: string;
  isZfm: 0 | 1;
  /** Category names (any level) whose goods this shop sells. */
  sells: readonly string[];
  /** Goods kinds that only these shops sell. */
  kinds: readonly GoodsKind[];
}

const ALL_ROOTS = ['数码电器', '服饰鞋包', '美妆个护', '食品生鲜', '家居家装', '母婴玩具', '运动户外', '文化艺术'];

export const SHOPS: readonly ShopSeed[] = [
  {
    id: 'S0001', name: '星Q官方旗舰店', hue: 0, fans: 128600, location: ['440000', '440300', '440305'],
    locationName: '广东省深圳市南山区', address: '科技园南区高新南七道星Q大厦1楼', phone: '400-800-2026',
    rankName: '钻石店铺', isZfm: 1, sells: ALL_ROOTS, kinds: ['integral'],
  },
  {
    id: 'S0002', name: '华强数码专营店', hue: 210, fans: 35210, location: ['440000', '440300', '440304'],
    locationName: '广东省深圳市福田区', address: '华强北路赛格广场18楼1806', phone: '0755-83368821',
    rankName: '金牌店铺', isZfm: 0, sells: ['数码电器'], kinds: [],
  },
  {
    id: 'S0003', name: '杭州锦绣服饰旗舰店', hue: 340, fans: 18800, location: ['330000', '330100', '330106'],
    locationName: '浙江省杭州市西湖区', address: '文三路478号华星时代广场B座', phone: '0571-88012345',
    rankName: '金牌店铺', isZfm: 1, sells: ['服饰鞋包'], kinds: [],
  },
  {
    id: 'S0004', name: '沪上美妆集合店', hue: 320, fans: 26400, location: ['310000', '310100', '310101'],
    locationName: '上海市黄浦区', address: '南京东路299号宏伊广场5楼', phone: '021-63518890',
    rankName: '银牌店铺', isZfm: 0, sells: ['美妆个护'], kinds: [],
  },
  {
    id: 'S0005', name: '云南高原生鲜直供', hue: 30, fans: null, location: ['530000', '530100', null],
    locationName: '云南省昆明市', address: '官渡区螺蛳湾国际商贸城3期', phone: '0871-63125566',
    rankName: '', isZfm: 0, sells: ['食品生鲜'], kinds: [],
  },
  {
    id: 'S0006', name: '苏州暖居家纺', hue: 120, fans: 9320, location: ['320000', '320500', '320506'],
    locationName: '江苏省苏州市吴中区', address: '木渎镇金山路88号家纺城2楼', phone: '0512-66253377',
    rankName: '银牌店铺', isZfm: 0, sells: ['家居家装'], kinds: [],
  },
  {
    id: 'S0007', name: '贝贝母婴优选', hue: 50, fans: 15700, location: ['110000', '110100', '110105'],
    locationName: '北京市朝阳区', address: '望京街10号望京SOHO塔3', phone: '010-84725566',
    rankName: '金牌店铺', isZfm: 1, sells: ['母婴玩具'], kinds: [],
  },
  {
    id: 'S0008', name: '成都山野户外', hue: 160, fans: null, location: ['510000', '510100', null],
    locationName: '四川省成都市', address: '武侯区人民南路四段12号', phone: '028-85226677',
    rankName: '', isZfm: 0, sells: ['运动户外'], kinds: [],
  },
  {
    id: 'S0009', name: '墨韵书画艺术馆', hue: 270, fans: 4210, location: ['110000', '110100', '110101'],
    locationName: '北京市东城区', address: '琉璃厂东街28号', phone: '010-63035588',
    rankName: '金牌店铺', isZfm: 0, sells: ['书画艺术'], kinds: ['art'],
  },
  {
    id: 'S0010', name: '星Q数字藏品馆', hue: 250, fans: 52300, location: ['330000', '330100', '330108'],
    locationName: '浙江省杭州市滨江区', address: '网商路699号数字艺术中心', phone: '0571-87654321',
    rankName: '钻石店铺', isZfm: 1, sells: ['数字藏品'], kinds: ['nft', 'meta'],
  },
  {
    id: 'S0011', name: '金满堂黄金珠宝', hue: 45, fans: 7800, location: ['440000', '440300', '440303'],
    locationName: '广东省深圳市罗湖区', address: '水贝二路贝丽花园珠宝大厦', phone: '0755-25601234',
    rankName: '金牌店铺', isZfm: 0, sells: ['珠宝配饰'], kinds: ['gold'],
  },
  {
    id: 'S0012', name: '环球优选海外购', hue: 190, fans: 21900, location: ['310000', '310100', '310115'],
    locationName: '上海市浦东新区', address: '外高桥保税区富特北路211号', phone: '021-58669900',
    rankName: '银牌店铺', isZfm: 0, sells: ['美妆个护', '奶粉辅食'], kinds: ['global'],
  },
  {
    id: 'S0013', name: '潮玩星球IP馆', hue: 300, fans: 33300, location: ['440000', '440100', '440106'],
    locationName: '广东省广州市天河区', address: '天河路208号天河城4楼', phone: '020-38886666',
    rankName: '金牌店铺', isZfm: 1, sells: ['玩具乐器', '文创周边'], kinds: ['blindbox', 'ip'],
  },
  {
    id: 'S0014', name: '楚味特产店', hue: 15, fans: null, location: ['420000', '420100', null],
    locationName: '湖北省武汉市', address: '江汉区江汉路步行街66号', phone: '027-85771234',
    rankName: '', isZfm: 0, sells: ['休闲零食', '地方特产'], kinds: [],
  },
  {
    id: 'S0015', name: '长安文创书局', hue: 20, fans: 6100, location: ['610000', '610100', '610113'],
    locationName: '陕西省西安市雁塔区', address: '大雁塔南广场曲江书城', phone: '029-85523366',
    rankName: '银牌店铺', isZfm: 0, sells: ['文创周边', '图书音像'], kinds: [],
  },
];
