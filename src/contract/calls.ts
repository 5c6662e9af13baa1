import type { CallDef } from './define-call';
import * as assist from './assist';
import * as users from './users';
import * as goods from './goods';
import * as cart from './cart';

function callsIn(module: Record<string, unknown>): CallDef[] {
  return Object.values(module).filter(
    (v): v is CallDef => typeof v === 'object' && v !== null && 'path' in v && 'role' in v,
  );
}

/** Every declared call, for the server's registration and conformance tests; a new contract file adds one entry. */
export const ALL_CALLS: CallDef[] = [assist, users, goods, cart].flatMap(callsIn);

export function findCall(name: string): CallDef | undefined {
  return ALL_CALLS.find((c) => c.name === name);
}
