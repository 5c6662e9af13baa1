import { describe, expect, it } from 'vitest';
import { goodsSpecsField, KindInfoInputSchema, readKindInfo, splitSpecValues } from './goods-kinds';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? '' : result.error!.issues[0]!.message);

describe('the kind facts rule (form and host)', () => {
  it('reads typed text into the stored units, in the stored key order', () => {
    const art = KindInfoInputSchema.parse({ material: ' 布面油画 ', year: ' 1990 ', artist: '佚名', kind: 'art' });
    expect(art).toEqual({ kind: 'art', artist: '佚名', year: 1990, material: '布面油画' });
    expect(Object.keys(art)).toEqual(['kind', 'artist', 'year', 'material']);
    expect(KindInfoInputSchema.parse({ kind: 'gold', weightGrams: '0.05', purity: '足金999' })).toEqual({ kind: 'gold', weightGrams: 0.05, purity: '足金999' });
    expect(KindInfoInputSchema.parse({ kind: 'gold', weightGrams: 12.5, purity: 'Au750' })).toMatchObject({ weightGrams: 12.5 });
  });

  it('answers each bad value with its Chinese message', () => {
    const check = (value: unknown) => messageOf(KindInfoInputSchema.safeParse(value));
    expect(check({ kind: 'art', artist: '佚名', year: '', material: '油画' })).toBe('请填写创作年份');
    expect(check({ kind: 'art', artist: '佚名', year: '1990年', material: '油画' })).toBe('创作年份须为整数');
    expect(check({ kind: 'art', artist: '佚名', year: 999, material: '油画' })).toBe('创作年份须在1000到2100年之间');
    expect(check({ kind: 'gold', weightGrams: '1e3', purity: '足金' })).toBe('克重须为数字，最多两位小数');
    expect(check({ kind: 'gold', weightGrams: '0.00', purity: '足金' })).toBe('克重须大于0');
    expect(check({ kind: 'gold', weightGrams: '100000.01', purity: '足金' })).toBe('克重不能超过100000克');
    expect(check({ kind: 'ip', ipName: '  ', license: 'L' })).toBe('请填写IP名称');
    expect(check({ kind: 'meta', world: '星Q', parcel: 'P'.repeat(41) })).toBe('地块编号不能超过40个字');
    expect(check({ kind: 'nft', chain: 'x' })).toBe('商品类型信息不正确');
  });

  it('reads stored facts back, and none for kinds without them', () => {
    expect(readKindInfo('ip', { ipName: '星Q熊', license: 'L1', offShelfReason: '' })).toEqual({ kind: 'ip', ipName: '星Q熊', license: 'L1' });
    expect(readKindInfo('ordinary', { ipName: '星Q熊' })).toBeNull();
    expect(readKindInfo('art', {})).toBeNull();
  });
});

describe('the properties rule (goodsProSetting)', () => {
  it('splits values as typed on a phone', () => {
    expect(splitSpecValues(' 红/蓝、绿，黑 白 ')).toEqual(['红', '蓝', '绿', '黑', '白']);
    expect(splitSpecValues('')).toEqual([]);
  });

  it('refuses duplicates and too many, trims the rest', () => {
    expect(goodsSpecsField.parse([{ name: ' 颜色 ', values: [' 红 '] }])).toEqual([{ name: '颜色', values: ['红'] }]);
    expect(messageOf(goodsSpecsField.safeParse([{ name: '颜色', values: ['红'] }, { name: '颜色', values: ['蓝'] }]))).toBe('属性名不能重复');
    expect(messageOf(goodsSpecsField.safeParse([{ name: '颜色', values: ['红', ' 红'] }]))).toBe('同一属性的值不能重复');
    expect(messageOf(goodsSpecsField.safeParse(Array.from({ length: 6 }, (_, i) => ({ name: `p${i}`, values: ['v'] }))))).toBe('最多5个商品属性');
  });
});
