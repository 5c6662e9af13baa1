import { eq } from 'drizzle-orm';
import { ageOn, BLINDBOX_BUY_MESSAGES as M, BLINDBOX_MIN_AGE } from '../../../../src/domain/blindbox-draw';
import { chinaDateOf } from '../../../../src/domain/shop-business';
import type { Db } from '../../../db/open';
import { realNames } from '../../../db/schema';
import { forbidden } from '../../../http/app-error';

/**
 * Refuses a buyer whose real-name record says they are under 8 (no record: nothing is known, so not refused). Used
 * when a box is offered, drawn, or bid on as a lot; it imports nothing that buys, so none of them loops back.
 */
export async function assertOldEnough(db: Db, userId: string, now: number): Promise<void> {
  const [record] = await db.select({ birthDate: realNames.birthDate }).from(realNames).where(eq(realNames.userId, userId));
  if (record && ageOn(record.birthDate, chinaDateOf(now)) < BLINDBOX_MIN_AGE) throw forbidden(M.underAge);
}
