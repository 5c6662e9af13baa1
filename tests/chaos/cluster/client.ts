import { randomUUID } from 'node:crypto';
import type { CallDef } from '../../../src/contract/define-call';
import { HEADERS } from '../../../src/contract/headers';

export interface Envelope { code: number; msg: string; data: unknown }

/** What one call went through on its way: every try's HTTP status (or the network error), then its final answer. */
export interface CallRecord {
  name: string;
  key: string;
  tries: { status: number | 'cut'; code?: number; msg?: string; at: number }[];
  answer: Envelope | null;
}

export const UNAVAILABLE_MSG = '服务暂时不可用，请稍后重试';
const RETRIED_STATUSES = [502, 503, 504];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A client of the proxy as the PWA's outbox is: every write carries an Idempotency-Key, and a try that was cut
 * (connection reset, nginx's 502/504) or answered 503 is sent again with the same key until an answer comes or
 * `giveUpAt` passes. Reads are retried alike. Every try is recorded for the end checks.
 */
export class ProxyClient {
  readonly calls: CallRecord[] = [];
  constructor(private readonly url: string, private readonly token: string, private readonly giveUpAt: () => number) {}

  async call(call: CallDef, input: Record<string, unknown>, key = `chaos-${randomUUID()}`): Promise<CallRecord> {
    const record: CallRecord = { name: call.name, key, tries: [], answer: null };
    this.calls.push(record);
    const query = call.method === 'GET' ? `?${new URLSearchParams(input as Record<string, string>)}` : '';
    let backoff = 100;
    while (Date.now() < this.giveUpAt()) {
      const at = Date.now();
      try {
        const response = await fetch(`${this.url}${call.path}${query}`, {
          method: call.method,
          headers: {
            [HEADERS.userToken]: this.token, [HEADERS.shopToken]: '', [HEADERS.appFlag]: 'H5',
            ...(call.mutating ? { [HEADERS.idempotencyKey]: key } : {}), 'content-type': 'application/json',
          },
          body: call.method === 'GET' ? undefined : JSON.stringify(input),
          signal: AbortSignal.timeout(15_000),
        });
        const text = await response.text();
        const body = parseEnvelope(text);
        record.tries.push({ status: response.status, code: body?.code, msg: body?.msg, at });
        // 502/504: nginx found the process gone mid-request; 503: the database away (or a draining process).
        if (body && !RETRIED_STATUSES.includes(response.status)) {
          record.answer = body;
          return record;
        }
      } catch {
        record.tries.push({ status: 'cut', at });
      }
      await sleep(backoff);
      backoff = Math.min(backoff * 2, 1_000);
    }
    return record;
  }
}

function parseEnvelope(text: string): Envelope | null {
  try {
    const value = JSON.parse(text) as Envelope;
    return typeof value.code === 'number' ? value : null;
  } catch {
    return null;
  }
}
