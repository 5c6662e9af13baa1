import { combineLatest, map, type Observable } from 'rxjs';
import { chatRoomOf } from '../contract/service/chat';
import type { StarqDatabase } from '../db/database';
import { DB_QUERIES } from '../db/queries';
import { recordsOfKind } from '../db/records/queries';
import { chatSentKey } from './chat-mutations';
import { deriveChatView, type ChatView } from './chat-view';

/** The newest messages of a conversation the screen shows from the device. */
const SHOWN = 300;

const detailMessages = (value: unknown): unknown[] => {
  const messages = (value as { messages?: unknown } | null)?.messages;
  return Array.isArray(messages) ? messages : [];
};

export const CHAT_LIVE_QUERIES = {
  /** One conversation: the live room's records, the cached detail's recent messages, this device's confirmed sends and the outbox. */
  chatView: (db: StarqDatabase, p: { userId: string; conversationId: string; detailKey: string }): Observable<ChatView> => {
    const room = chatRoomOf(p.conversationId);
    return combineLatest([
      recordsOfKind(db, { kind: 'live.message', userId: p.userId, parentId: room, limit: SHOWN }),
      DB_QUERIES.cached(db, { key: p.detailKey }),
      DB_QUERIES.cached(db, { key: chatSentKey(p.conversationId) }),
      DB_QUERIES.outbox(db, { userId: p.userId }),
    ]).pipe(map(([records, detail, sent, outbox]) => deriveChatView({
      conversationId: p.conversationId, room, userId: p.userId, outbox,
      confirmed: [records.map((r) => r.data), detailMessages(detail), Array.isArray(sent) ? sent : []],
    })));
  },
};
