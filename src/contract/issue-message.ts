import type { z } from 'zod';
import { FIELD_LABELS } from './fields';

/** One Chinese sentence naming the field, from the first zod issue. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.find((p): p is string => typeof p === 'string');
  const label = (field && FIELD_LABELS[field]) ?? field ?? '请求';
  // Messages we wrote in the contract already name the field in Chinese.
  if (/[\u4e00-\u9fa5]/.test(issue.message) && !issue.message.startsWith('无效')) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? `请填写${label}` : `${label}格式不正确`;
    case 'too_big':
      return `${label}超出范围`;
    case 'too_small':
      return `${label}不足`;
    case 'unrecognized_keys':
      return `请求包含未知字段：${issue.keys.join('、')}`;
    default:
      return `${label}格式不正确`;
  }
}
