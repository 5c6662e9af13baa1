import { describe, expect, it } from 'vitest';
import { ALL_CALLS } from '../contract/calls';
import { replayModeOf } from '../contract/define-call';
import { MUTATIONS } from './mutations';

describe('the outbox and the contract agree (issue 9.2)', () => {
  it('every mutation the outbox replays is declared `outbox`, and every `outbox` call has a mutation', () => {
    const replayed = Object.values(MUTATIONS).map((m) => m.call.name).sort();
    const declared = ALL_CALLS.filter((c) => replayModeOf(c) === 'outbox').map((c) => c.name).sort();
    expect(replayed).toEqual(declared);
  });

  it('no outbox mutation is a login, a code or another call whose answer holds a secret', () => {
    for (const { call } of Object.values(MUTATIONS)) expect(call.replay, call.name).toBe('outbox');
    const never = ALL_CALLS.filter((c) => replayModeOf(c) === 'never').map((c) => c.name);
    expect(never).toEqual(expect.arrayContaining(['member.passwordLogin', 'member.quickPhoneLogin', 'assist.sendPhoneCode', 'member.tokenLoginRegister']));
  });
});
