import { describe, expect, it } from 'vitest';
import type { User } from '../contract/entities/user';
import type { OutboxEntry } from '../db/collections/outbox';
import { deriveProfileView } from './profile';

const confirmed: User = {
  usersId: 'U1', usersNo: 'N1', usersPid: null, shopPid: null, shopId: null, usersName: '旧名', usersLogos: '/a.webp',
  usersPhone: '13900000000', gender: 0, locationId: null, locationName: null,
};

function entry(seq: number, args: Record<string, unknown>, extra: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    id: `e${seq}`, seq, clientId: 'c', userId: 'U1', name: 'profile.update', args, preview: {}, createdAt: seq,
    status: 'pending', errorCode: 0, errorMsg: '', attempts: 0, ...extra,
  };
}

describe('the profile view (confirmed answer + pending edits)', () => {
  it('shows the confirmed profile when nothing waits', () => {
    expect(deriveProfileView(confirmed, [])).toEqual({ user: confirmed, pending: false, rejectedMsg: '' });
  });

  it('applies pending edits in order, with the location name the picker gave', () => {
    const view = deriveProfileView(confirmed, [
      entry(2, { usersName: '新名二', gender: 2, usersLogos: '/a.webp', locationId: '440305' }, { preview: { locationName: '广东省 深圳市 南山区' } }),
      entry(1, { usersName: '新名一', gender: 1, usersLogos: '/a.webp', locationId: '' }),
      { ...entry(3, { usersName: 'x' }), name: 'cart.add' },
    ]);
    expect(view.pending).toBe(true);
    expect(view.user).toMatchObject({ usersName: '新名二', gender: 2, locationId: '440305', locationName: '广东省 深圳市 南山区' });
  });

  it('says why the newest edit was refused, and forgets it once a newer edit waits', () => {
    const refused = entry(1, { usersName: '坏名' }, { status: 'rejected', errorMsg: '昵称只能包含中文、字母、数字、下划线和短横线' });
    expect(deriveProfileView(confirmed, [refused])).toMatchObject({ user: confirmed, rejectedMsg: refused.errorMsg });
    expect(deriveProfileView(confirmed, [refused, entry(2, { usersName: '好名' })]).rejectedMsg).toBe('');
  });

  it('has nothing to show before the first answer', () => {
    expect(deriveProfileView(null, [entry(1, { usersName: '新名' })]).user).toBeNull();
  });
});
