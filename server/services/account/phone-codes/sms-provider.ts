/** Where SMS codes go. The default writes them to the server log (no SMS gateway needed). */
export interface SmsProvider {
  send(phone: string, code: string, sendType: string): Promise<void>;
}

export function createLogSmsProvider(log: (line: string) => void): SmsProvider {
  return {
    async send(phone, code, sendType) {
      log(`[sms] 验证码 phone=${phone} sendType=${sendType} code=${code}`);
    },
  };
}

/** Keeps sent codes in memory: tests read them from here. */
export function createMemorySmsProvider() {
  const sent: { phone: string; code: string; sendType: string }[] = [];
  const provider: SmsProvider & { sent: typeof sent; lastCode(phone: string): string | undefined } = {
    sent,
    async send(phone, code, sendType) {
      sent.push({ phone, code, sendType });
    },
    lastCode(phone) {
      return sent.filter((s) => s.phone === phone).at(-1)?.code;
    },
  };
  return provider;
}
