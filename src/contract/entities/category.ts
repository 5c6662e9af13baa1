import { z } from 'zod';

/** spec §3 Category node (classList holds the children). */
export interface CategoryNode {
  id: string;
  classPid: string;
  classNames: string;
  cover: string;
  level: number;
  classList: CategoryNode[];
}

export const CategoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    classPid: z.string(),
    classNames: z.string(),
    cover: z.string(),
    level: z.number().int(),
    classList: z.array(CategoryNodeSchema),
  }),
);
