import { z } from 'zod';
import { isAmount, isCode, isMobile } from '../domain/validators';
import { formatFen } from '../domain/format';
import { isPassword } from '../domain/password';
import { MESSAGES } from '../domain/messages';
import { isIdCard } from '../domain/id-card';

/**
 * Request fields shared by calls. Each checks with the domain rule (never a
 * second copy) and carries a Chinese message naming the field.
 */
export const mobileField = z.string({ error: '请填写手机号' }).trim().refine(isMobile, MESSAGES.mobileInvalid);
export const smsCodeField = z.string({ error: '请填写验证码' }).trim().refine((s) => isCode(s), MESSAGES.codeInvalid);
export const passwordField = z.string({ error: '请填写密码' }).refine(isPassword, MESSAGES.passwordInvalid);
/** Login accepts any stored password's shape; strength is checked when it is set. */
export const loginPasswordField = z.string({ error: '请填写密码' }).min(1, '请填写密码').max(64, '密码过长');

export function idField(label: string) {
  return z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(64, `${label}格式不正确`);
}

/** Plain decimal digits only: query and form values arrive as text, and "0x10", " 2 " or "1e1" are not numbers here. */
const DECIMAL_INTEGER = /^-?(0|[1-9][0-9]{0,15})$/;

/** A whole number sent as a JSON number or as decimal text; the caller pipes it into its range. */
export function wholeNumber(notANumber: string, notWhole: string) {
  return z
    .union([z.number(), z.string().regex(DECIMAL_INTEGER).transform(Number)], { error: notANumber })
    .pipe(z.number({ error: notANumber }).int(notWhole));
}

export function countField(label: string, max: number) {
  return wholeNumber(`${label}必须是数字`, `${label}必须是整数`)
    .pipe(z.number().min(1, `${label}至少为1`).max(max, `${label}不能超过${max}`));
}

export const pageFields = {
  pageNum: wholeNumber('页码必须是数字', '页码必须是整数').pipe(z.number().min(1, '页码至少为1').max(10000, '页码过大')).default(1),
  pageSize: wholeNumber('每页条数必须是数字', '每页条数必须是整数').pipe(z.number().min(1, '每页条数至少为1').max(100, '每页条数不能超过100')).default(20),
};

/**
 * Keyset paging for a long list (decision 032): the previous page's last row as `<its time>_<its id>`. Sent, the page
 * is the pageSize rows after that row, whatever pageNum says (pageNum then only names the page); left out, pageNum
 * counts from the top as before.
 */
export const afterField = z.string({ error: '翻页位置格式不正确' }).trim()
  .regex(/^(\d{1,15}_[\w-]{1,64})?$/, '翻页位置格式不正确').default('');

/** A page of a list answer: its items and how many there are in all. */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), total: z.number().int() });

/** Labels for fields whose zod issue carries no message of ours. */
export const FIELD_LABELS: Record<string, string> = {
  phone: '手机号',
  code: '验证码',
  password: '密码',
  account: '账号',
  goodsId: '商品编号',
  goodsIds: '商品编号',
  num: '数量',
  shopId: '店铺编号',
  selected: '选中状态',
  sendType: '发送类型',
  action: '操作',
  usersToken: '用户令牌',
};

/** Money a person types, in yuan with at most 2 decimals ("100", "0.5", "12.34"), answered as whole fen. */
export function yuanAmountField(label: string, minFen: number, maxFen: number) {
  return z.string({ error: `请填写${label}` }).trim()
    .refine(isAmount, `${label}格式不正确，最多两位小数`)
    .transform((text) => Math.round(Number(text) * 100))
    .pipe(z.number().min(minFen, `${label}不能少于${formatFen(minFen)}元`).max(maxFen, `${label}不能超过${formatFen(maxFen)}元`));
}

/** Text a person writes (a reason, a note): trimmed, required, at most `max` characters. */
export function noteField(label: string, max: number) {
  return z.string({ error: `请填写${label}` }).trim().min(1, `请填写${label}`).max(max, `${label}不能超过${max}个字`);
}

/** A person's name as on an ID card (withdrawal's bank card holder and real name, a global order's orderer). */
export const personNameField = z.string({ error: '请填写姓名' }).trim().regex(/^[\p{Script=Han}·]{2,20}$/u, '姓名须为2到20个汉字');
/** An 18-digit mainland ID number with its check digit (domain/id-card's rule, the same for withdrawals and orders). */
export const idCardField = z.string({ error: '请填写身份证号' }).trim().toUpperCase().refine(isIdCard, MESSAGES.idCardInvalid);
