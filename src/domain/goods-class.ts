/** A class of the goods category tree as both sides hold it: the device's flat documents, the host's rows (spec §3 Category node). */
export interface ClassLink {
  id: string;
  classPid: string;
}

export const GOODS_CLASS_MESSAGES = {
  notLastLevel: '请选择商品分类的最后一级',
} as const;

export function childClassesOf<T extends ClassLink>(classes: readonly T[], id: string): T[] {
  return classes.filter((c) => c.classPid === id);
}

/** Goods hang on a last level: a class that exists and has no children, however deep the tree goes. */
export function isLastLevelClass(classes: readonly ClassLink[], id: string): boolean {
  return classes.some((c) => c.id === id) && !classes.some((c) => c.classPid === id);
}

/** The classes from the top level down to `id` ([] when `id` is unknown). */
export function classPathOf<T extends ClassLink>(classes: readonly T[], id: string): T[] {
  const path: T[] = [];
  for (let at = classes.find((c) => c.id === id); at && !path.includes(at); at = classes.find((c) => c.id === at!.classPid)) path.unshift(at);
  return path;
}
