import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { createAttemptKeys } from './use-attempt-keys';

function counter() {
  let n = 0;
  return (prefix: string) => `${prefix}${++n}`;
}

describe('idempotency keys of a money action', () => {
  it('resends the same key only after a failure with no answer, for the same request', () => {
    const keys = createAttemptKeys('cv', counter());
    expect(keys.keyFor('rule=a amount=10.00')).toBe('cv1');
    keys.settle(ApiError.network());
    expect(keys.keyFor('rule=a amount=10.00')).toBe('cv1');
    keys.settle(ApiError.network());
    expect(keys.keyFor('rule=a amount=12.00')).toBe('cv2');
  });

  it('starts a new attempt after any answer: a success, a refusal or a server error', () => {
    const keys = createAttemptKeys('cv', counter());
    keys.keyFor('x');
    keys.settle();
    expect(keys.keyFor('x')).toBe('cv2');
    keys.settle(ApiError.fromCode(4001, '支付密码错误'));
    expect(keys.keyFor('x')).toBe('cv3');
    keys.settle(ApiError.http(502));
    expect(keys.keyFor('x')).toBe('cv4');
  });
});
