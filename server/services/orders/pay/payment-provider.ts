import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface NotifyFields {
  payNo: string;
  transactionId: string;
  amount: number;
  resultCode: 'SUCCESS' | 'FAIL';
}

export interface PayParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: string;
  paySign: string;
}

/**
 * A third-party payment behind one interface (ARCHITECTURE: SMS and payment
 * go through providers). A real WeChat Pay provider implements the same four
 * methods; the default is the local sandbox.
 */
export interface PaymentProvider {
  readonly sandbox: boolean;
  openidFromCode(code: string): string;
  prepay(payment: { payNo: string; amount: number; openid: string; now: number }): PayParams;
  sign(fields: NotifyFields): string;
  verify(fields: NotifyFields, sign: string): boolean;
}

function canonical(fields: NotifyFields): string {
  return `amount=${fields.amount}&payNo=${fields.payNo}&resultCode=${fields.resultCode}&transactionId=${fields.transactionId}`;
}

/** HMAC-SHA256 signed callbacks; the secret is PAY_NOTIFY_SECRET, or one drawn at start (single-process demo). */
export function createSandboxProvider(secret: string): PaymentProvider {
  const hmac = (text: string) => createHmac('sha256', secret).update(text).digest('hex');
  return {
    sandbox: true,
    openidFromCode: (code) => `sbx_${hmac(`openid:${code}`).slice(0, 24)}`,
    prepay: ({ payNo, amount, now }) => {
      const nonceStr = randomBytes(8).toString('hex');
      const timeStamp = String(Math.floor(now / 1000));
      const pkg = `prepay_id=sbx${payNo}`;
      return { appId: 'wxsandbox', timeStamp, nonceStr, package: pkg, signType: 'HMAC-SHA256', paySign: hmac(`${pkg}&${amount}&${nonceStr}&${timeStamp}`) };
    },
    sign: (fields) => hmac(canonical(fields)),
    verify: (fields, sign) => {
      const expected = Buffer.from(hmac(canonical(fields)), 'hex');
      const given = Buffer.from(sign, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

let provider: PaymentProvider | undefined;

export function paymentProvider(): PaymentProvider {
  provider ??= createSandboxProvider(process.env.PAY_NOTIFY_SECRET || randomBytes(32).toString('hex'));
  return provider;
}
