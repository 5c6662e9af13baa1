import { z } from 'zod';

/** The wire envelope of every call (ARCHITECTURE "The wire"). */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number(), msg: z.string(), data: data.nullable().optional() });
}

export interface Envelope<T> {
  code: number;
  msg: string;
  data?: T | null;
}
