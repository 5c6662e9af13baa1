import { z } from 'zod';
import { RECORD_SCHEMAS, type RecordKind } from './kinds';

const stamps = new Map<RecordKind, string>();

/** FNV-1a over the text, twice with different offsets: 64 bits, as hex. */
function fingerprint(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x5bd1e995) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

/**
 * The shape a kind's `data` is checked against, as a short stamp kept on every record written (`checkedBy`). A row
 * whose stamp is the kind's current one passed this very schema when it was written, so a read need not check it
 * again; a row written under another shape (an older app) is checked on read as before. Reading 2,000 shop goods spent
 * a fifth of its time re-checking rows this app had checked when it wrote them (docs/performance.md, shop goods list).
 * The stamp is of the schema's JSON Schema: a change JSON Schema cannot express (a `refine`) must also change
 * RECORD_STAMP_EPOCH.
 */
export function schemaStampOf(kind: RecordKind): string {
  let stamp = stamps.get(kind);
  if (stamp === undefined) {
    const shape = z.toJSONSchema(RECORD_SCHEMAS[kind], { io: 'output', unrepresentable: 'any' });
    stamp = fingerprint(`${RECORD_STAMP_EPOCH}:${kind}:${JSON.stringify(shape)}`);
    stamps.set(kind, stamp);
  }
  return stamp;
}

/** Moved by hand when a kind's rule changes in a way its JSON Schema does not show. */
const RECORD_STAMP_EPOCH = 1;
