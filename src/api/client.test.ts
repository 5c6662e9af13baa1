import { describe, expect, it, vi } from 'vitest';
import { cartAdd } from '../contract/orders/cart';
import { sendPhoneCode } from '../contract/account/phone-codes';
import { userByToken } from '../contract/account/users';
import { ApiError } from './api-error';
import { createApiClient } from './client';

function clientAnswering(answer: () => Response | Promise<Response>) {
  const seen: Request[] = [];
  const onLoginLost = vi.fn();
  const client = createApiClient({
    origin: 'http://127.0.0.1:9',
    getCredentials: () => ({ userToken: 'tok', shopToken: '' }),
    onLoginLost,
    fetch: async (input, init) => {
      seen.push(new Request(input as RequestInfo, init));
      return answer();
    },
  });
  return { client, seen, onLoginLost };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the api client (spec §7, §8)', () => {
  it('sends form-encoded calls as a form, with the token, shop token and app flag headers', async () => {
    const { client, seen } = clientAnswering(() => json({ code: 200, msg: 'ok', data: null }));
    await client.call(sendPhoneCode, { phone: '13912345678', sendType: '1' });
    const request = seen[0]!;
    expect(new URL(request.url).pathname).toBe('/api/phonesms/phonesms/relphonecodesms');
    expect(request.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(await request.text()).toBe('phone=13912345678&sendType=1');
    expect([request.headers.get('x-users-token'), request.headers.get('x-shops-token'), request.headers.get('x-app-flag')]).toEqual(['tok', '', 'H5']);
  });

  it('sends the idempotency key, client id and sequence of a replayed mutation', async () => {
    const { client, seen } = clientAnswering(() => json({ code: 0, msg: '成功', data: [] }));
    await client.call(cartAdd, { goodsId: 'G1', num: 1 }, { idempotencyKey: 'k-1', clientId: 'c-1', seq: 7 });
    expect(['idempotency-key', 'x-client-id', 'x-client-seq'].map((h) => seen[0]!.headers.get(h))).toEqual(['k-1', 'c-1', '7']);
    expect(await seen[0]!.json()).toEqual({ goodsId: 'G1', num: 1 });
  });

  it('turns a non-200 status into 服务器开小差了~', async () => {
    const { client } = clientAnswering(() => json({}, 502));
    await expect(client.call(userByToken, {})).rejects.toMatchObject({ kind: 'http', message: '服务器开小差了~' });
  });

  it('turns no answer into 获取失败，请稍候重试, worth retrying', async () => {
    const { client } = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await client.call(userByToken, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network', message: '获取失败，请稍候重试', isTransient: true });
  });

  it('reports 4010 and 4012 as a lost login, and other codes as the host refusal', async () => {
    const expired = clientAnswering(() => json({ code: 4010, msg: '登录已过期，请重新登录', data: null }));
    await expect(expired.client.call(userByToken, {})).rejects.toMatchObject({ kind: 'login', code: 4010 });
    expect(expired.onLoginLost).toHaveBeenCalledTimes(1);
    const refused = clientAnswering(() => json({ code: 4201, msg: '库存不足', data: null }));
    await expect(refused.client.call(cartAdd, { goodsId: 'G1', num: 9 })).rejects.toMatchObject({ kind: 'business', message: '库存不足', isTransient: false });
    expect(refused.onLoginLost).not.toHaveBeenCalled();
  });

  it('accepts 0, 200 and 2020042603 as success', async () => {
    for (const code of [0, 200, 2020042603]) {
      const { client } = clientAnswering(() => json({ code, msg: '', data: { usersid: 'U1' } }));
      await expect(client.call(userByToken, {})).resolves.toEqual({ usersid: 'U1' });
    }
  });
});
