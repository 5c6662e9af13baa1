/**
 * The user's own profile (issue 15): nickname and gender rules, payee image kinds, and a chosen place's text.
 * Shared by the contract (host validation) and the screens. Pure.
 */

export const NICKNAME_MAX = 16;
/** 0 保密, 1 男, 2 女 (the order the company area's user editor already uses). */
export const PROFILE_GENDERS = [0, 1, 2] as const;
export type ProfileGender = (typeof PROFILE_GENDERS)[number];

/** Han characters, letters, digits, underscore, hyphen, middle dot and inner spaces; no line breaks or symbols. */
const NICKNAME = /^[\p{Script=Han}A-Za-z0-9_\-·]+(?: [\p{Script=Han}A-Za-z0-9_\-·]+)*$/u;

export const PROFILE_MESSAGES = {
  nicknameRequired: '请填写昵称',
  nicknameTooLong: `昵称不能超过${NICKNAME_MAX}个字`,
  nicknameInvalid: '昵称只能包含中文、字母、数字、下划线和短横线',
  genderInvalid: '请选择性别',
  avatarInvalid: '头像图片不正确，请重新上传',
  locationInvalid: '所在地不正确',
  coordinatesInvalid: '位置坐标不正确',
  payeeKindInvalid: '收款方式不正确',
  payeeImageInvalid: '收款码图片不正确，请重新上传',
} as const;

/** The message for a nickname the host refuses, or null when it is fine (spaces at the ends are trimmed first). */
export function nicknameProblem(raw: string): string | null {
  const name = raw.trim();
  if (name === '') return PROFILE_MESSAGES.nicknameRequired;
  if ([...name].length > NICKNAME_MAX) return PROFILE_MESSAGES.nicknameTooLong;
  if (!NICKNAME.test(name)) return PROFILE_MESSAGES.nicknameInvalid;
  return null;
}

export function isProfileGender(value: unknown): value is ProfileGender {
  return PROFILE_GENDERS.includes(value as ProfileGender);
}

/** Payee QR images a seller shows a buyer (change_wechatpay_img, change_alipay_img). */
export const PAYEE_KINDS = ['wechat', 'alipay'] as const;
export type PayeeKind = (typeof PAYEE_KINDS)[number];

/** Latitude and longitude as a device reports them (WGS-84 degrees). */
export function isCoordinate(latitude: number, longitude: number): boolean {
  return Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
}

/** A place without a region name (the browser's location; no reverse geocoding is reachable): its coordinates. */
export function formatCoordinates(latitude: number, longitude: number): string {
  const ns = latitude >= 0 ? '北纬' : '南纬';
  const ew = longitude >= 0 ? '东经' : '西经';
  return `${ns}${Math.abs(latitude).toFixed(4)}° ${ew}${Math.abs(longitude).toFixed(4)}°`;
}
