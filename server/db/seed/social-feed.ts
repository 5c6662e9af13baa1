import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../open';
import { dynamics, dynamicMsgs, dynamicVotes, goods, userFollows, users } from '../schema';

const HOUR = 3600 * 1000;

/** Each post shows pictures of one goods of its kind, and its caption names that goods (issue 34: captions that described other pictures). */
const POSTS: readonly { community: string; kind: string; caption: (name: string) => string }[] = [
  { community: 'C01', kind: 'ordinary', caption: (name) => `新到的${name}，质量超出预期，推荐给大家！` },
  { community: 'C02', kind: 'global', caption: (name) => `晒一下刚收到的${name}，海外直邮包装很用心，五星好评。` },
  { community: 'C03', kind: 'blindbox', caption: (name) => `今天开了${name}，抽到隐藏款了，开心到转圈圈～` },
  { community: 'C04', kind: 'nft', caption: (name) => `收藏柜又多了一件：${name}，慢慢攒齐一整套。` },
  { community: 'C05', kind: 'group', caption: (name) => `周末拼团买的${name}，生活需要一点仪式感。` },
  { community: 'C01', kind: 'ordinary', caption: (name) => `店里上新${name}，欢迎来逛逛，关注不迷路。` },
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
  const shownGoods: ({ name: string; imgs: string[] } | undefined)[] = [];
  for (const [i, post] of POSTS.entries()) {
    shownGoods.push((await db.select({ name: goods.name, imgs: goods.imgs }).from(goods)
      .where(and(eq(goods.onShelf, true), eq(goods.kind, post.kind))).orderBy(asc(goods.id)).limit(1).offset(i))[0]);
  }
  const rows = POSTS.flatMap((post, i) => {
    const shown = shownGoods[i];
    if (!shown || shown.imgs.length === 0) return [];
    return [{
      id: `seed-dynamic-${i + 1}`, userId: authors[i % authors.length]!.id, communityId: post.community, text: post.caption(shown.name),
      imgs: shown.imgs.slice(0, (i % 3) + 1), createdAt: now - (i + 1) * 3 * HOUR,
    }];
  });
  if (rows.length === 0) return;
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
