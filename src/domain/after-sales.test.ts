import { describe, expect, it } from 'vitest';
import {
  AFTER_SALES_STATUSES, AFTER_SALES_TRANSITIONS, afterSalesStatusLabel, isAfterSalesFinal,
  listAfterSalesActions, nextAfterSalesStatus,
  type AfterSalesActor, type AfterSalesKind, type AfterSalesStatus,
} from './after-sales';

type Step = [action: string, actor: AfterSalesActor];

function walk(kind: AfterSalesKind, steps: Step[]): AfterSalesStatus[] {
  let status: AfterSalesStatus = 'APPLY';
  const seen: AfterSalesStatus[] = [status];
  for (const [action, actor] of steps) {
    const step = nextAfterSalesStatus(status, action, actor, kind);
    if (!step.ok) throw new Error(`${status} ${action} ${actor}: ${step.msg}`);
    status = step.to;
    seen.push(status);
  }
  return seen;
}

describe('after-sales flows', () => {
  it('refund only: approve, refund, settle', () => {
    expect(walk('REFUND_ONLY', [['approve', 'seller'], ['refund', 'system'], ['complete', 'system']]))
      .toEqual(['APPLY', 'PASS', 'WAIT_REFUND', 'COMPLETE']);
  });
  it('return and refund: approve, ship back, seller receives, refund, settle', () => {
    expect(walk('RETURN_REFUND', [
      ['approve', 'seller'], ['ship', 'buyer'], ['confirmReceipt', 'seller'], ['refund', 'seller'], ['complete', 'system'],
    ])).toEqual(['APPLY', 'PASS', 'BUYER_RETURN', 'SELLER_CONFIRM', 'WAIT_REFUND', 'COMPLETE']);
  });
  it('exchange: ship back, seller receives and re-delivers, buyer confirms', () => {
    expect(walk('EXCHANGE', [
      ['approve', 'system'], ['ship', 'buyer'], ['confirmReceipt', 'system'], ['redeliver', 'seller'],
      ['confirmReceipt', 'buyer'], ['complete', 'system'],
    ])).toEqual(['APPLY', 'PASS', 'BUYER_RETURN', 'SELLER_CONFIRM', 'SELLER_RE_DELIVERY', 'BUYER_CONFIRM', 'COMPLETE']);
  });
  it('ends early on refusal, cancellation, expiry or termination', () => {
    expect(walk('REFUND_ONLY', [['refuse', 'seller']]).at(-1)).toBe('REFUSE');
    expect(walk('EXCHANGE', [['cancel', 'buyer']]).at(-1)).toBe('BUYER_CANCEL');
    expect(walk('RETURN_REFUND', [['approve', 'seller'], ['expire', 'system']]).at(-1)).toBe('BUYER_CANCEL');
    expect(walk('RETURN_REFUND', [['approve', 'seller'], ['ship', 'buyer'], ['terminate', 'seller']]).at(-1))
      .toBe('SELLER_TERMINATION');
  });
});

describe('nextAfterSalesStatus refusals', () => {
  it('refuses an action the status does not allow', () => {
    expect(nextAfterSalesStatus('COMPLETE', 'refund', 'seller')).toEqual({ ok: false, msg: '当前售后状态不允许此操作' });
    expect(nextAfterSalesStatus('BUYER_RETURN', 'cancel', 'buyer')).toEqual({ ok: false, msg: '当前售后状态不允许此操作' });
    expect(nextAfterSalesStatus('NOPE', 'approve', 'seller')).toEqual({ ok: false, msg: '当前售后状态不允许此操作' });
  });
  it('refuses the wrong actor', () => {
    expect(nextAfterSalesStatus('APPLY', 'approve', 'buyer')).toEqual({ ok: false, msg: '您无权执行此售后操作' });
    expect(nextAfterSalesStatus('APPLY', 'cancel', 'seller')).toEqual({ ok: false, msg: '您无权执行此售后操作' });
  });
  it('refuses a step from another kind of request', () => {
    expect(nextAfterSalesStatus('PASS', 'ship', 'buyer', 'REFUND_ONLY')).toEqual({ ok: false, msg: '该售后类型不允许此操作' });
    expect(nextAfterSalesStatus('SELLER_CONFIRM', 'refund', 'seller', 'EXCHANGE').ok).toBe(false);
    expect(nextAfterSalesStatus('SELLER_CONFIRM', 'redeliver', 'seller', 'RETURN_REFUND').ok).toBe(false);
  });
  it('without a kind, takes the only row for the step', () => {
    expect(nextAfterSalesStatus('PASS', 'ship', 'buyer')).toEqual({ ok: true, to: 'BUYER_RETURN' });
  });
});

describe('the transition table', () => {
  it('has one row per (from, action, actor)', () => {
    const keys = AFTER_SALES_TRANSITIONS.map((t) => `${t.from}/${t.action}/${t.actor}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
  it('gives final states no outgoing rows and every other state at least one', () => {
    const finals = AFTER_SALES_STATUSES.filter(isAfterSalesFinal);
    expect(finals).toEqual(['REFUSE', 'SELLER_TERMINATION', 'BUYER_CANCEL', 'COMPLETE']);
    for (const status of finals) {
      expect(AFTER_SALES_TRANSITIONS.filter((t) => t.from === status)).toEqual([]);
    }
  });
  it('reaches every status from APPLY', () => {
    const reached = new Set<string>(['APPLY']);
    for (let i = 0; i < AFTER_SALES_STATUSES.length; i += 1) {
      for (const t of AFTER_SALES_TRANSITIONS) if (reached.has(t.from)) reached.add(t.to);
    }
    expect([...reached].sort()).toEqual([...AFTER_SALES_STATUSES].sort());
  });
  it('lists the buttons an actor sees', () => {
    expect(listAfterSalesActions('APPLY', 'seller')).toEqual(['approve', 'refuse']);
    expect(listAfterSalesActions('PASS', 'buyer', 'REFUND_ONLY')).toEqual(['cancel']);
    expect(listAfterSalesActions('PASS', 'buyer', 'EXCHANGE')).toEqual(['cancel', 'ship']);
    expect(listAfterSalesActions('COMPLETE', 'system')).toEqual([]);
  });
});

describe('afterSalesStatusLabel and isAfterSalesFinal', () => {
  it('labels every status in Chinese and passes unknown ones through', () => {
    for (const status of AFTER_SALES_STATUSES) expect(afterSalesStatusLabel(status)).toMatch(/\p{Script=Han}/u);
    expect(afterSalesStatusLabel('WAIT_REFUND')).toBe('退款中');
    expect(afterSalesStatusLabel('X')).toBe('X');
  });
  it('does not call unknown statuses final', () => {
    expect(isAfterSalesFinal('X')).toBe(false);
    expect(isAfterSalesFinal('APPLY')).toBe(false);
  });
});
