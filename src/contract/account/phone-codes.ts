// assist host: phone codes (spec §7 Phone code sending).
import { z } from 'zod';
import { defineCall } from '../define-call';
import { CODES } from '../codes';
import { mobileField } from '../fields';

export const SEND_TYPES = { login: '1', register: '2', forgetPassword: '3', payPassword: '4', changePhone: '5' } as const;
const sendTypeField = z.enum(Object.values(SEND_TYPES) as [string, ...string[]], { error: '发送类型不正确' });

export const sendPhoneCode = defineCall({
  name: 'assist.sendPhoneCode',
  host: 'assist',
  method: 'POST',
  path: '/api/phonesms/phonesms/relphonecodesms',
  encoding: 'form',
  role: 'visitor',
  mutating: true,
  replay: 'never',
  successCode: CODES.ok200,
  request: z.object({
    phone: mobileField,
    sendType: sendTypeField,
    dialingCode: z.string().max(8, '区号格式不正确').default('86'),
    check_key: z.string().max(64).optional(),
    numberCode: z.string().max(16).optional(),
    projectCode: z.string().max(16).optional(),
    checkCode: z.string().max(16).optional(),
  }),
  response: z.null(),
});

export const sendCodeByUser = defineCall({
  name: 'assist.sendCodeByUser',
  host: 'assist',
  method: 'POST',
  path: '/api/phonesms/sendYzmByUserId',
  encoding: 'json',
  role: 'user',
  mutating: true,
  replay: 'never',
  successCode: CODES.ok200,
  request: z.object({ sendType: sendTypeField }),
  response: z.null(),
});
