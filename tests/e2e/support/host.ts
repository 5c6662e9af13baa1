import { baseUrl } from './browser';

const H5 = { 'x-app-flag': 'H5' };

/** A mutating host call as a client makes it (its own Idempotency-Key); throws the host's message on a refusal. */
export async function hostPost<T>(path: string, token: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { ...H5, 'content-type': 'application/json', 'x-users-token': token, 'idempotency-key': `e2e-${crypto.randomUUID()}` },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; msg: string; data: T };
  if (answer.code !== 0 && answer.code !== 200) throw new Error(`${path}: ${answer.msg}`);
  return answer.data;
}

/** A read of the host, as a visitor when no token is given; throws the host's message on a refusal. */
export async function hostGet<T>(path: string, token = ''): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { ...H5, 'x-users-token': token } });
  const answer = (await response.json()) as { code: number; msg: string; data: T };
  if (answer.code !== 0) throw new Error(`${path}: ${answer.msg}`);
  return answer.data;
}

/** A host call as a client makes it, answering the whole envelope (a test that checks refusals reads code and msg). */
export async function hostAnswer<T>(path: string, token: string, body?: unknown): Promise<{ code: number; msg: string; data: T }> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...H5, 'content-type': 'application/json', 'x-users-token': token, 'idempotency-key': `e2e-${crypto.randomUUID()}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as { code: number; msg: string; data: T };
}
