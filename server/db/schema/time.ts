import { bigint } from 'drizzle-orm/pg-core';

/** Times are host milliseconds since the epoch (bigint, number mode), as in core.ts. */
export const ms = (name: string) => bigint(name, { mode: 'number' });
