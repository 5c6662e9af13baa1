import { describe, expect, it } from 'vitest';
import { EMPTY_FIELDS } from '../../sync/goods-drafts';
import { classError, firstFormError } from './form-checks';

const CLASSES = [
  { id: '10', classPid: '0' },
  { id: '1004', classPid: '10' },
  { id: '100401', classPid: '1004' },
];
const filled = { ...EMPTY_FIELDS, name: '华为智能手表', salePrice: '999', originalPrice: '1299', stock: '5' };

describe('the goods form checks its category before publishing (issue 33)', () => {
  it('refuses a class that has children, at the field and as the first message, before anything is sent', () => {
    expect(classError('1004', CLASSES)).toBe('请选择商品分类的最后一级');
    expect(firstFormError({ ...filled, classId: '1004' }, classError('1004', CLASSES))).toBe('请选择商品分类的最后一级');
  });
  it('accepts a last level; with no tree on the device, or an edit keeping its class, only asks for one', () => {
    expect(classError('100401', CLASSES)).toBe('');
    expect(firstFormError({ ...filled, classId: '100401' }, classError('100401', CLASSES))).toBe('');
    expect(classError('1004', [])).toBe('');
    expect(classError('1004', CLASSES, '1004')).toBe('');
    expect(classError('', CLASSES)).toBe('请选择商品分类');
  });
});
