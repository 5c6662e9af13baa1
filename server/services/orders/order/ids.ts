import { randomBytes } from 'node:crypto';

/** Order, payment, after-sales and upload numbers: a prefix, host time and 40 random bits (alphanumeric). */
export function newId(prefix: string, now: number): string {
  return `${prefix}${now}${randomBytes(5).toString('hex')}`;
}
