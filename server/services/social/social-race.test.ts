// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireDynamic, iceDynamic, selDynamicDetail, usersRelDy } from '../../../src/contract/social/dynamic';
import { usersAddFocus } from '../../../src/contract/social/user-follows';
import { loginByCode } from '../../test-support/login';
import { createTestApp, queryRows, userHeaders, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeEach(async () => { t = await createTestApp(); });
afterEach(async () => { await t.close(); });

describe('fire, ice and follows at once (issue 18)', () => {
  it('two fires from one user at once count once; fire and ice at once leave one vote; two follows at once make one', async () => {
    const author = await loginByCode(t, '13912341811');
    const fan = await loginByCode(t, '13912341812');
    const posted = await t.call(usersRelDy, { dynamicId: 'race-dynamic-0001', communityId: 'C02', text: '晒单', imgs: [] }, userHeaders(author.token, 'race-post'));
    expect(posted.code, posted.msg).toBe(0);
    const dynamicId = posted.data.dynamicId;

    const fires = await Promise.all([1, 2].map((i) => t.call(fireDynamic, { dynamicId }, userHeaders(fan.token, `race-fire-${i}`))));
    expect(fires.map((f) => f.code)).toEqual([0, 0]);
    expect((await t.call(selDynamicDetail, { dynamicId }, {})).data).toMatchObject({ fire: 1, ice: 0 });

    await Promise.all([
      t.call(fireDynamic, { dynamicId }, userHeaders(author.token, 'race-a-fire')),
      t.call(iceDynamic, { dynamicId }, userHeaders(author.token, 'race-a-ice')),
    ]);
    const detail = (await t.call(selDynamicDetail, { dynamicId }, {})).data;
    expect(detail.fire + detail.ice).toBe(2);
    const [votes] = await queryRows<{ n: string }>(t, `select count(*) n from dynamic_votes where dynamic_id = '${dynamicId}'`);
    expect(Number(votes!.n)).toBe(2);

    const follows = await Promise.all([1, 2].map((i) => t.call(usersAddFocus, { userId: author.userId }, userHeaders(fan.token, `race-follow-${i}`))));
    expect(follows.map((f) => f.data.fans)).toEqual([1, 1]);
  }, 120_000);
});
