import type { ReactNode } from 'react';
import type { useNavigate } from '@tanstack/react-router';
import type { ApiClient } from '../../api/client';

/** BALANCE with the pay password, WECHAT through the local sandbox, POINTS with the pay password. */
export type PayMethod = 'BALANCE' | 'WECHAT' | 'POINTS';

export interface PayContext {
  api: ApiClient;
  userId: string;
  navigate: ReturnType<typeof useNavigate>;
}

/**
 * How one kind is paid at the one pay counter (docs/decisions/025): where the amount and deadline come from, which
 * methods it offers, which call pays, where success leads. `I` is the pay host's answer for this kind.
 */
export interface PayWay<I> {
  /** False when there is nothing to read (no order in the link): the counter says `texts.nothingToPay`. */
  ready: boolean;
  /** The first is chosen at the start. */
  methods: readonly [PayMethod, ...PayMethod[]];
  /** Reads what is due; keep it stable (the counter reads again when it changes). */
  read(api: ApiClient): Promise<I>;
  deadline(info: I): number;
  hasPayPassword(info: I): boolean;
  /** The large figure due. */
  due(info: I): ReactNode;
  /** What the buyer pays from: the methods to choose, or the account it is taken from. */
  source(info: I, method: PayMethod, choose: (method: PayMethod) => void): ReactNode;
  button(info: I): { label: string; disabled?: boolean };
  /** Nothing left to pay (paid meanwhile): the counter gives way to this. */
  settled?(info: I): ReactNode;
  /** It can no longer be paid here: shown instead of the pay button, and the deadline hides. */
  closed?(info: I, deadlinePassed: boolean): ReactNode;
  /** A method that leaves the counter instead of asking for the pay password (WeChat): true when it left. */
  handOff?(ctx: PayContext, method: PayMethod): boolean;
  /** Pays with the pay password and goes on; a throw is shown and the password asked again. */
  pay(ctx: PayContext, info: I, payPassword: string): Promise<void>;
  texts: { amount: string; deadline(left: string): string; noPassword: string; setPassword: string; nothingToPay?: string };
}
