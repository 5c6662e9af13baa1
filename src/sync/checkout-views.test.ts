import { describe, expect, it } from 'vitest';
import type { Address } from '../contract/entities/address';
import type { OutboxEntry } from '../db/collections/outbox';
import { applyPending } from './checkout-views';

const home: Address = {
  addressId: 'a1', name: '张三', phone: '13912345678', provinceCode: '440000', cityCode: '440300', districtCode: '440305',
  regionName: '广东省 深圳市 南山区', detail: '科技园路1号', isDefault: true,
};

function entry(seq: number, name: string, args: Record<string, unknown>, status: OutboxEntry['status'] = 'pending'): OutboxEntry {
  return { id: `e${seq}`, seq, clientId: 'c', userId: 'u', name, args, preview: { regionName: '浙江省 杭州市 西湖区' }, createdAt: seq, status, errorCode: 0, errorMsg: '', attempts: 0 };
}

const { regionName: _region, ...homeArgs } = home;
const idOf = (x: Address | Record<string, unknown>) => String(x.addressId);

describe('address view: confirmed list plus pending edits', () => {
  it('shows an address added offline as pending, and a new default moves to the top', () => {
    const view = applyPending([home], [entry(1, 'address.add', { ...homeArgs, addressId: 'a2', name: '李四', isDefault: true })], 'address.', idOf);
    expect(view.map((a) => [a.addressId, a.isDefault, a.pending])).toEqual([['a2', true, true], ['a1', false, false]]);
    expect(view[0]!.regionName).toBe('浙江省 杭州市 西湖区');
  });

  it('applies updates and deletes in order, and ignores a rejected entry (rolled back)', () => {
    const view = applyPending([home], [
      entry(1, 'address.update', { ...homeArgs, detail: '新地址' }),
      entry(2, 'address.delete', { addressId: 'a1' }, 'rejected'),
    ], 'address.', idOf);
    expect(view).toHaveLength(1);
    expect(view[0]).toMatchObject({ detail: '新地址', pending: true, isDefault: true, regionName: '浙江省 杭州市 西湖区' });
    expect(applyPending([home], [entry(3, 'address.delete', { addressId: 'a1' })], 'address.', idOf)).toEqual([]);
  });
});
