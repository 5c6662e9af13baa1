import { asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../open';
import { dynamics, dynamicMsgs, dynamicVotes, goods, userFollows, users } from '../schema';

const HOUR = 3600 * 1000;

const POSTS = [
  { community: 'C01', text: '新到的一批好物，质量超出预期，推荐给大家！' },
  { community: 'C02', text: '晒一下刚收到的宝贝，包装很用心，五星好评。' },
  { community: 'C03', text: '今天抽到隐藏款了，开心到转圈圈～' },
  { community: 'C04', text: '收藏柜又多了一件，慢慢攒齐一整套。' },
  { community: 'C05', text: '周末逛街顺手拍的，生活需要一点仪式感。' },
  { community: 'C01', text: '店里上新，欢迎来逛逛，关注不迷路。' },
];

/**
 * Ours (issue 18): a few dynamics with the demo goods' pictures, some follows among the demo accounts, a few fires and
 * messages, so the feed, 我的关注 and 我的粉丝 are not empty in the demo.
 */
export async function seedSocialFeed(db: Db, now: number): Promise<void> {
  const people = await db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(6);
  const owners = await db.select({ id: users.id }).from(users).where(isNotNull(users.shopId)).orderBy(asc(users.id)).limit(3);
  const authors = [...new Map([...owners, ...people].map((u) => [u.id, u])).values()].slice(0, 4);
  if (authors.length < 2) return;
  const pictures = (await db.select({ img: goods.img }).from(goods).where(eq(goods.onShelf, true)).orderBy(asc(goods.id)).limit(12)).map((g) => g.img);
  const rows = POSTS.map((post, i) => ({
    id: `seed-dynamic-${i + 1}`, userId: authors[i % authors.length]!.id, communityId: post.community, text: post.text,
    imgs: pictures.slice(i * 2 % Math.max(pictures.length, 1), (i * 2 % Math.max(pictures.length, 1)) + (i % 3) + 1), createdAt: now - (i + 1) * 3 * HOUR,
  }));
  await db.insert(dynamics).values(rows);
  const follows = authors.flatMap((a, i) => authors.filter((_, j) => j !== i && (i + j) % 2 === 1).map((b) => ({ followerId: a.id, followeeId: b.id, createdAt: now - HOUR })));
  await db.insert(userFollows).values(follows);
  const votes = rows.flatMap((row, i) => authors.filter((a) => a.id !== row.userId).slice(0, (i % 3) + 1)
    .map((a) => ({ dynamicId: row.id, userId: a.id, vote: 'fire' as const, createdAt: now - HOUR })));
  await db.insert(dynamicVotes).values(votes);
  const msgs = rows.slice(0, 3).map((row, i) => ({
    id: `seed-dymsg-${i + 1}`, dynamicId: row.id, userId: authors.find((a) => a.id !== row.userId)!.id, text: '好看！求链接～', createdAt: now - HOUR,
  }));
  await db.insert(dynamicMsgs).values(msgs);
  for (const row of rows) {
    const fire = votes.filter((v) => v.dynamicId === row.id).length;
    const msgCount = msgs.filter((m) => m.dynamicId === row.id).length;
    await db.update(dynamics).set({ fireCount: fire, msgCount }).where(eq(dynamics.id, row.id));
  }
}
