import type { z } from 'zod';
import type { CallDef, ParsedRequestOf } from './define-call';
import { FIELD_LABELS } from './fields';
import { describeIssue } from './issue-message';

/** C0 controls but tab, newline and carriage return; DEL. PostgreSQL cannot store NUL in text or jsonb. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** A UTF-16 half without its other half is not a character and cannot be encoded. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MAX_DEPTH = 16;

export type RequestParse<C extends CallDef> =
  | { success: true; data: ParsedRequestOf<C> }
  | { success: false; message: string };

function isUnsafeText(text: string): boolean {
  return CONTROL_CHARACTER.test(text) || LONE_SURROGATE.test(text);
}

function labelOf(path: readonly (string | number)[]): string {
  const field = [...path].reverse().find((p): p is string => typeof p === 'string');
  return (field && FIELD_LABELS[field]) ?? field ?? '请求';
}

/** The first text of a raw request (a value or a key, at any depth) that no field may hold, as a Chinese sentence. */
export function findUnsafeText(value: unknown, path: (string | number)[] = []): string | null {
  if (path.length > MAX_DEPTH) return '请求格式不正确';
  if (typeof value === 'string') return isUnsafeText(value) ? `${labelOf(path)}包含不支持的字符` : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeText(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (isUnsafeText(key)) return '请求包含不支持的字符';
      const found = findUnsafeText(inner, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * The one way a request meets its entry, on the host and on the device: text that
 * no field may hold is refused for every call at once, then the entry's schema decides.
 */
export function parseRequest<C extends CallDef>(call: C, raw: unknown): RequestParse<C> {
  const unsafe = call.carriesCalls ? null : findUnsafeText(raw);
  if (unsafe) return { success: false, message: unsafe };
  const parsed = (call.request as z.ZodType).safeParse(raw);
  if (!parsed.success) return { success: false, message: describeIssue(parsed.error.issues[0]!) };
  return { success: true, data: parsed.data as ParsedRequestOf<C> };
}
