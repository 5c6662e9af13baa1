/**
 * Header names, chosen once (spec §6: every call sends the user token, the
 * shop token — empty if none — and the app flag). See docs/decisions/002.
 */
export const HEADERS = {
  userToken: 'x-users-token',
  shopToken: 'x-shops-token',
  appFlag: 'x-app-flag',
  idempotencyKey: 'idempotency-key',
  clientId: 'x-client-id',
  clientSeq: 'x-client-seq',
} as const;

/** App flag values: which client made the call. */
export const APP_FLAGS = { h5: 'H5', app: 'APP', weixin: 'WEIXIN' } as const;

/** Keys the outbox and the api client make (UUIDs); the host refuses any other shape before looking one up. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;
