import { describe, expect, it } from 'vitest';
import type { Evidence } from '../contract/catalogue/evidence';
import type { OutboxEntry } from '../db/collections/outbox';
import { deriveEvidenceView } from './evidence';

let seq = 0;
const entry = (args: Record<string, unknown>, extra: Partial<OutboxEntry> = {}): OutboxEntry => ({
  id: `m${++seq}`, seq, clientId: 'c', userId: 'U1', name: 'evidence.add', args, preview: {}, createdAt: 1000 + seq,
  status: 'pending', errorCode: 0, errorMsg: '', attempts: 0, ...extra,
});
const evidence = (evidenceId: string, title: string, goodsId = 'G1'): Omit<Evidence, 'createdAt'> => ({
  evidenceId, goodsId, title, kind: 'origin', issuer: '景德镇市商务局', issuedOn: '2026-03-15', description: '', imgs: ['/media/upload/AAAAAAAAAAAAAAAA'],
});
const goods = { goodsId: 'G1', name: '手工陶瓷马克杯', img: '/g.webp', shopId: 'S1' };
const cached = (list: Evidence[]) => ({ value: { goods, list }, savedAt: 500 });

describe("a goods' evidence as the owner sees it (confirmed + queued)", () => {
  it('shows queued adds first, marked pending, and only those of this goods', () => {
    const view = deriveEvidenceView(cached([{ ...evidence('e1', '质检报告'), createdAt: 1 }]), [
      entry(evidence('e2', '原产地证明')), entry(evidence('e3', '品牌授权')), entry(evidence('e4', '别的商品', 'G2')),
    ], 'G1');
    expect(view.list.map((e) => [e.title, e.pending])).toEqual([['品牌授权', true], ['原产地证明', true], ['质检报告', false]]);
    expect(view.goods).toEqual(goods);
    expect(view.savedAt).toBe(500);
  });

  it('drops a queued add once the host list has it, and rolls a refused one back with the host message', () => {
    const view = deriveEvidenceView(cached([{ ...evidence('e2', '原产地证明'), createdAt: 2 }]), [
      entry(evidence('e2', '原产地证明')),
      entry(evidence('e5', '伪造证书'), { status: 'rejected', errorCode: 4004, errorMsg: '商品不存在' }),
    ], 'G1');
    expect(view.list.map((e) => [e.evidenceId, e.pending])).toEqual([['e2', false]]);
    expect(view.refused).toEqual([{ id: expect.any(String) as string, title: '伪造证书', msg: '商品不存在' }]);
  });

  it('shows queued adds with nothing cached yet (first visit offline)', () => {
    const view = deriveEvidenceView(null, [entry(evidence('e6', '资质证书'))], 'G1');
    expect(view.goods).toBeNull();
    expect(view.list.map((e) => e.title)).toEqual(['资质证书']);
  });
});
