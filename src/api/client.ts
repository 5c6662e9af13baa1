import ky, { type KyInstance } from 'ky';
import type { CallDef, Host, RequestOf, ResponseOf } from '../contract/define-call';
import { isSuccessCode } from '../contract/codes';
import type { Envelope } from '../contract/envelope';
import { APP_FLAGS, HEADERS } from '../contract/headers';
import { HTTP_TIMEOUT_MS } from '../domain/constants';
import { ApiError } from './api-error';
import { hostBaseUrl } from './host-urls';

export interface Credentials {
  userToken: string;
  shopToken: string;
}

export interface CallOptions {
  /** Sent as Idempotency-Key: the outbox entry's id for replayed mutations. */
  idempotencyKey?: string;
  clientId?: string;
  seq?: number;
  /** The token to act with; replay passes the mutation author's own. */
  credentials?: Credentials;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  origin: string;
  getCredentials(): Credentials;
  /** 4010/4012: the caller clears the stored login (spec §8). */
  onLoginLost?(error: ApiError): void;
  fetch?: typeof fetch;
  appFlag?: string;
}

export interface ApiClient {
  call<C extends CallDef>(call: C, input: RequestOf<C>, options?: CallOptions): Promise<ResponseOf<C>>;
}

function toStringRecord(input: object): Record<string, string> {
  const entries = Object.entries(input).filter(([, v]) => v !== undefined && v !== null);
  return Object.fromEntries(entries.map(([k, v]) => [k, String(v)]));
}

/** One ky instance per host, one envelope decoder, one place that maps codes to errors. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const instances = new Map<Host, KyInstance>();
  const instanceFor = (host: Host): KyInstance => {
    let instance = instances.get(host);
    if (!instance) {
      instance = ky.create({
        prefixUrl: hostBaseUrl(host, options.origin),
        timeout: HTTP_TIMEOUT_MS,
        retry: 0,
        throwHttpErrors: false,
        credentials: 'include',
        ...(options.fetch ? { fetch: options.fetch } : {}),
      });
      instances.set(host, instance);
    }
    return instance;
  };

  return {
    async call(call, input, callOptions = {}) {
      const credentials = callOptions.credentials ?? options.getCredentials();
      const headers: Record<string, string> = {
        [HEADERS.userToken]: credentials.userToken,
        [HEADERS.shopToken]: credentials.shopToken,
        [HEADERS.appFlag]: options.appFlag ?? APP_FLAGS.h5,
      };
      if (callOptions.idempotencyKey) headers[HEADERS.idempotencyKey] = callOptions.idempotencyKey;
      if (callOptions.clientId) headers[HEADERS.clientId] = callOptions.clientId;
      if (callOptions.seq !== undefined) headers[HEADERS.clientSeq] = String(callOptions.seq);
      const body = input as object;
      const request = {
        method: call.method,
        headers,
        signal: callOptions.signal,
        ...(call.encoding === 'query' ? { searchParams: toStringRecord(body) } : {}),
        ...(call.encoding === 'form' ? { body: new URLSearchParams(toStringRecord(body)) } : {}),
        ...(call.encoding === 'json' ? { json: body } : {}),
      };
      let response: Response;
      try {
        response = await instanceFor(call.host)(call.path.slice(1), request);
      } catch {
        throw ApiError.network();
      }
      if (response.status !== 200) throw ApiError.http(response.status);
      let envelope: Envelope<ResponseOf<typeof call>>;
      try {
        envelope = (await response.json()) as Envelope<ResponseOf<typeof call>>;
      } catch {
        throw ApiError.network();
      }
      if (isSuccessCode(envelope.code)) return envelope.data as ResponseOf<typeof call>;
      const error = ApiError.fromCode(envelope.code, envelope.msg);
      if (error.kind === 'login') options.onLoginLost?.(error);
      throw error;
    },
  };
}
