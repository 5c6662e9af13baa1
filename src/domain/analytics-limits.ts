/** Bounds of the analytics batches (docs/decisions/012); apart from the codes so the first chunk holds only those. */
export const ANALYTICS_LIMITS = {
  /** Events per batch the host takes; a bigger batch is refused whole. */
  batchEvents: 50,
  /** Encoded payload length the host reads. */
  encodedChars: 16_000,
  /** Events the device keeps while offline; the oldest go first past this. */
  keptEvents: 500,
  /** Property keys per event and characters per property value. */
  propKeys: 8,
  propChars: 100,
} as const;
