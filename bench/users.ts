import { hashPassword } from '../server/auth/passwords';
import type { Database } from '../server/db/open';
import { users } from '../server/db/schema';

export const BENCH_PASSWORD = 'Bench@2026';
const NOW = Date.UTC(2026, 10, 1);

export const benchPhone = (i: number) => `177${String(i).padStart(8, '0')}`;

/** Bench buyers, logged in by password (the SMS route is rate limited per address). */
export async function seedBenchUsers(database: Database, count: number): Promise<void> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const rows = Array.from({ length: count }, (_, i) => ({
    id: `UB${String(i + 1).padStart(5, '0')}`, usersNo: `SQB${i + 1}`, phone: benchPhone(i + 1), name: `压测用户${i + 1}`,
    passwordHash, createdAt: NOW,
  }));
  for (let i = 0; i < rows.length; i += 500) await database.db.insert(users).values(rows.slice(i, i + 500));
}
