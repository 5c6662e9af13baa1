import { describe, expect, it } from 'vitest';
import { childClassesOf, classPathOf, isLastLevelClass } from './goods-class';

// As seeded: 数码电器 → 智能设备 → 智能手表 (one child, so spec §2's browsing rule would not open it), 运动户外 with two branches.
const CLASSES = [
  { id: '10', classPid: '0', classNames: '数码电器' },
  { id: '1004', classPid: '10', classNames: '智能设备' },
  { id: '100401', classPid: '1004', classNames: '智能手表' },
  { id: '1001', classPid: '10', classNames: '手机通讯' },
  { id: '100101', classPid: '1001', classNames: '手机壳' },
  { id: '17', classPid: '0', classNames: '运动户外' },
  { id: '1701', classPid: '17', classNames: '运动装备' },
  { id: '170101', classPid: '1701', classNames: '瑜伽垫' },
  { id: '1702', classPid: '17', classNames: '户外露营' },
];

describe('isLastLevelClass', () => {
  it('is true only for a class without children, whatever its depth or its siblings', () => {
    expect(isLastLevelClass(CLASSES, '100401')).toBe(true);
    expect(isLastLevelClass(CLASSES, '1702')).toBe(true);
    expect(isLastLevelClass(CLASSES, '1004')).toBe(false);
    expect(isLastLevelClass(CLASSES, '17')).toBe(false);
    expect(isLastLevelClass(CLASSES, '10')).toBe(false);
  });
  it('is false for a class the tree does not hold, or none', () => {
    expect(isLastLevelClass(CLASSES, '999999')).toBe(false);
    expect(isLastLevelClass(CLASSES, '')).toBe(false);
    expect(isLastLevelClass([], '100401')).toBe(false);
  });
});

describe('childClassesOf and classPathOf', () => {
  it('offers a single child and gives the path from the top level', () => {
    expect(childClassesOf(CLASSES, '1004').map((c) => c.classNames)).toEqual(['智能手表']);
    expect(childClassesOf(CLASSES, '100401')).toEqual([]);
    expect(classPathOf(CLASSES, '100401').map((c) => c.classNames)).toEqual(['数码电器', '智能设备', '智能手表']);
    expect(classPathOf(CLASSES, 'nope')).toEqual([]);
  });
  it('stops on a loop instead of running forever', () => {
    expect(classPathOf([{ id: 'a', classPid: 'b' }, { id: 'b', classPid: 'a' }], 'a').map((c) => c.id)).toEqual(['b', 'a']);
  });
});
