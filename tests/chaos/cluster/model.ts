/** What the clients were told: the records the end check looks for, each exactly once. */
export interface Acknowledged {
  orders: { userId: string; orderIds: string[]; key: string }[];
  payments: { userId: string; payNo: string; orderIds: string[] }[];
  bids: { userId: string; lotId: string; amount: number }[];
  chats: { conversationId: string; room: string; clientId: string; seq: number }[];
  /** Per user, goods id → the quantity the acknowledged cart changes make. */
  carts: Map<string, Map<string, number>>;
}

export const emptyAcknowledged = (): Acknowledged => ({ orders: [], payments: [], bids: [], chats: [], carts: new Map() });

/** A failure of one seed: what broke and the record it names. */
export interface Problem { kind: 'lost' | 'doubled' | 'stuck' | 'missed' | 'unavailable' | 'job' | 'ledger' | 'refused' | 'error'; detail: string }
