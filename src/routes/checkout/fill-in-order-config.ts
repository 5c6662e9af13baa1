import type { ReactNode } from 'react';
import type { OrderChoice } from './fill-in-order';
import type { CouponChoice } from './use-coupon-choice';

/** One goods line as the body shows it, with its specification's text when it has one (issue 31). */
export interface FillInLine {
  goodsId: string;
  skuId?: string;
  specText?: string;
  goodsName: string;
  goodsImg: string;
  /** Unknown yet (the seat's price is still being read): the line shows no price. */
  price?: number;
  num?: number;
}

/** A row of the form: label on the left, value (text, a price, a stepper) on the right. */
export interface OrderRow {
  key: string;
  label: ReactNode;
  value: ReactNode;
  description?: ReactNode;
}

/** The lines of one shop (or one group seat), with the rows that belong to it (its express fee). */
export interface OrderGroup {
  key: string;
  header: ReactNode;
  lines: FillInLine[];
  rows?: OrderRow[];
  testId?: string;
}

/**
 * How one kind fills in its order (docs/decisions/025). The body lays it out in one fixed order:
 * banner → address → groups → afterLines → [choices, invoice, remark, amounts] → notes → bar.
 * A row every kind gets (the coupons) is a field here, drawn by the body between remark and `amounts`; a kind's own
 * row goes into its `choices` or `amounts`.
 */
export interface FillInOrderConfig {
  title: string;
  /** Extra page class for a kind's own styles. */
  className?: string;
  /** Shown under the offline notice (a kind that cannot order offline says so). */
  banner?: ReactNode;
  /** The kind delivers goods: the address row, its picker, and the text when none is chosen. Left out: no address. */
  delivery?: { emptyText: string; required: string };
  groups: OrderGroup[];
  /** Shown instead of the groups while there are none (loading, nothing selected). */
  noLines?: ReactNode;
  /** The kind's facts under the lines (a kind's certificate, a box's odds). */
  afterLines?: ReactNode;
  /** What the buyer reads or sets before the remark (points each, quantity). */
  choices?: OrderRow[];
  /** The kind allows an invoice (the ordinary order). */
  invoice?: boolean;
  /** The remark's texts; left out: no remark. */
  remark?: { label: string; placeholder: string };
  /**
   * The 优惠券 row (issue 32): the choice from `useCouponChoice`, whose discount the kind takes off its amounts and bar
   * and sends with the order. Left out by the kinds the host prices at once (a seat, points, a box): no coupons there.
   */
  coupons?: CouponChoice;
  /** Goods total, express fee, a seat's price: the money rows, in the order shown. */
  amounts: OrderRow[];
  /** Rules and hints under the form. */
  notes?: ReactNode;
  bar: { total: ReactNode; submitText: ReactNode; disabled?: boolean };
  /** Said (as a toast) when the buyer submits while the kind cannot send the order, before the address is checked. */
  blocked?: string;
  /** Sends the order (an outbox mutation or a direct call) and goes on; the bar shows busy until it settles. */
  submit(choice: OrderChoice): Promise<void>;
}
