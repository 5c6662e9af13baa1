/**
 * Business codes carried in the envelope. HTTP status is 200 for every
 * business outcome; only transport and server failures use other statuses.
 * Spec §8 fixes 0, 200, 4010, 4012, 2020042603 and the focus check's 1/500;
 * the rest are ours.
 */
export const CODES = {
  ok: 0,
  /** Success for the calls the spec names (phone code, shop detail). */
  ok200: 200,
  /** Treated as login success by the client (spec §8). */
  loginOkAlt: 2020042603,
  focused: 1,
  notFocused: 500,
  tokenExpired: 4010,
  tokenInvalid: 4012,
  validation: 4000,
  forbidden: 4003,
  notFound: 4004,
  conflict: 4009,
  rateLimited: 4029,
  smsCodeWrong: 4101,
  loginFailed: 4102,
  accountBanned: 4103,
  /** Password login paused for the account after repeated wrong passwords (SMS-code login still works). */
  loginLocked: 4104,
  /** Ours, issue 14: the caller's own account was banned or deleted; the msg says why and the client clears its login. */
  accountClosed: 4105,
  outOfStock: 4201,
  goodsOffShelf: 4202,
  // ours, issue 5: checkout, payment and after-sales refusals
  priceChanged: 4203,
  orderStatusNotAllowed: 4204,
  afterSalesRefused: 4205,
  payPasswordWrong: 4301,
  payLocked: 4302,
  balanceNotEnough: 4303,
  paySignatureInvalid: 4304,
  payAmountMismatch: 4305,
  payPasswordNotSet: 4306,
  /** Ours, issue 34.8: a move that cannot be undone (an auction's first bid freezing its deposit) came without the pay password. */
  payPasswordRequired: 4308,
  /** Ours, issue 34.6: a collectible listed for resale before its seller set a payee code (the buyer pays the seller by it). */
  payeeRequired: 4309,
  // ours, issue 11: wallets
  realNameRequired: 4307,
  // ours, issue 12: a shop's goods changed elsewhere since the owner's draft or edit began
  goodsChanged: 4206,
  // ours, issue 32: a coupon refused (sold out, stopped, over the per-user limit, used, expired, not for these goods)
  couponRefused: 4207,
  serverError: 5000,
  /** Ours, issue 35: the host cannot reach its database (a restart) or is shutting down; HTTP 503, try again shortly. */
  serviceUnavailable: 5003,
} as const;

export type Code = (typeof CODES)[keyof typeof CODES];

export function isSuccessCode(code: number): boolean {
  return code === CODES.ok || code === CODES.ok200 || code === CODES.loginOkAlt;
}

export function isLoginLostCode(code: number): boolean {
  return code === CODES.tokenExpired || code === CODES.tokenInvalid;
}

/** The login on this device is over: lost (4010/4012) or closed by an administrator (4105). */
export function endsLogin(code: number): boolean {
  return isLoginLostCode(code) || code === CODES.accountClosed;
}
