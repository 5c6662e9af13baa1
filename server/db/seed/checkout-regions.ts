/** A real subset of China's administrative divisions (national codes): provinces, their cities and districts. */
export const REGION_TREE: readonly [string, string, readonly [string, string, readonly (readonly [string, string])[]][]][] = [
  ['110000', '北京市', [['110100', '北京市', [['110101', '东城区'], ['110102', '西城区'], ['110105', '朝阳区'], ['110108', '海淀区']]]]],
  ['310000', '上海市', [['310100', '上海市', [['310101', '黄浦区'], ['310104', '徐汇区'], ['310115', '浦东新区']]]]],
  ['330000', '浙江省', [
    ['330100', '杭州市', [['330102', '上城区'], ['330106', '西湖区'], ['330108', '滨江区']]],
    ['330200', '宁波市', [['330203', '海曙区'], ['330205', '江北区'], ['330212', '鄞州区']]],
  ]],
  ['440000', '广东省', [
    ['440100', '广州市', [['440104', '越秀区'], ['440105', '海珠区'], ['440106', '天河区']]],
    ['440300', '深圳市', [['440303', '罗湖区'], ['440304', '福田区'], ['440305', '南山区']]],
  ]],
  ['510000', '四川省', [['510100', '成都市', [['510104', '锦江区'], ['510105', '青羊区'], ['510107', '武侯区']]]]],
];

export function flattenRegions(): { code: string; parentCode: string; name: string; level: number }[] {
  return REGION_TREE.flatMap(([pCode, pName, cities]) => [
    { code: pCode, parentCode: '', name: pName, level: 1 },
    ...cities.flatMap(([cCode, cName, districts]) => [
      { code: cCode, parentCode: pCode, name: cName, level: 2 },
      ...districts.map(([dCode, dName]) => ({ code: dCode, parentCode: cCode, name: dName, level: 3 })),
    ]),
  ]);
}
