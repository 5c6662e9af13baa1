import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../api/client';
import { uploadMediaNow } from './media-upload-now';

const session = { userId: 'u1', userToken: 't1', shopToken: '' };
const api = {} as ApiClient;
const picture = new Blob([new Uint8Array(1024)], { type: 'image/png' });

describe('uploadMediaNow: a file a screen waits for, sent from the worker', () => {
  it('refuses before sending: no login, an empty file, one over its kind\'s limit', async () => {
    const deps = { api, endpoint: 'http://127.0.0.1:1/api/media/tus', getSession: () => session };
    expect(await uploadMediaNow({ ...deps, getSession: () => null }, 'avatar', picture, 'a.png')).toEqual({ ok: false, msg: '当前用户未登录' });
    expect(await uploadMediaNow(deps, 'avatar', new Blob([]), 'a.png')).toEqual({ ok: false, msg: '文件是空的' });
    expect(await uploadMediaNow(deps, 'avatar', new Blob([new Uint8Array(5 * 1024 * 1024 + 1)]), 'a.png')).toEqual({ ok: false, msg: '头像不能超过5MB' });
  });

  it('answers a failure for the screen to word where the engine keeps no media', async () => {
    expect(await uploadMediaNow({ api, endpoint: undefined, getSession: () => session }, 'avatar', picture, 'a.png')).toEqual({ ok: false, msg: '' });
  });
});
