import { useEffect, useState } from 'react';
import { DEFAULT_DIAL_CODE, isDialCode } from '../domain/dial-codes';

/** spec §3: local storage keeps the country code; the country-code page writes it, phone fields read it. */
const KEY = 'starq:country-code';
export const COUNTRY_CODE_PAGE = '/pages/global/country-code-page';

export function readDialCode(): string {
  try {
    const stored = localStorage.getItem(KEY);
    return isDialCode(stored) ? stored : DEFAULT_DIAL_CODE;
  } catch {
    return DEFAULT_DIAL_CODE;
  }
}

export function saveDialCode(code: string): void {
  if (!isDialCode(code)) return;
  try {
    localStorage.setItem(KEY, code);
  } catch {
    // storage full or blocked: the pick still returns, the field keeps its default
  }
}

/** Opens the picker; when the user picks, it goes back to the calling screen, which reads the code again on return. */
export function openDialCodePicker(): void {
  location.hash = `#${COUNTRY_CODE_PAGE}`;
}

/** The phone field's dialing code: the last picked one, read again when the screen shows after the picker. */
export function useDialCode(): string {
  const [code, setCode] = useState(readDialCode);
  useEffect(() => {
    const reread = () => setCode(readDialCode());
    window.addEventListener('hashchange', reread);
    window.addEventListener('storage', reread);
    return () => {
      window.removeEventListener('hashchange', reread);
      window.removeEventListener('storage', reread);
    };
  }, []);
  return code;
}
