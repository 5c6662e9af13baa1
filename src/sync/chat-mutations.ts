import { companyRead, companySend, shopRead, shopSend, userCommentService, userRead, userSend, type ChatConversation, type ChatMessage } from '../contract/service/chat';
import type { CallDef, ResponseOf } from '../contract/define-call';
import type { StarqDatabase } from '../db/database';
import type { OutboxEntry } from '../db/collections/outbox';
import { cacheKey } from '../domain/cache-key';
import { rewriteCachedAnswers, updateCachedAnswer } from './cached-calls';

interface ChatMutationDef<C extends CallDef> {
  call: C;
  confirm(db: StarqDatabase, data: ResponseOf<C>, entry: OutboxEntry): Promise<void>;
  wholeState?: string;
}

const chatMutation = <C extends CallDef>(def: ChatMutationDef<C>) => def;

const SENT_KEEP = 50;

/**
 * Where the device keeps the host's answers to its own sends until the live room delivers them. They are not
 * written as `live.message` records: the channel resumes after the highest stored sequence number, and an answer can
 * be ahead of a message the socket has not brought yet.
 */
export const chatSentKey = (conversationId: string) => cacheKey(userSend.name, { conversationId });

async function keepSent(db: StarqDatabase, data: ChatMessage): Promise<void> {
  const conversationId = data.room.slice('chat:'.length);
  await updateCachedAnswer(db, chatSentKey(conversationId), (value) => {
    const kept = (value as ChatMessage[] | null) ?? [];
    return [...kept.filter((m) => m.clientId !== data.clientId), data].sort((a, b) => a.seq - b.seq).slice(-SENT_KEEP);
  });
}

const nothing = async () => undefined;

/** The rated conversation replaces its copy in every cached chat answer that holds it (detail and inbox pages). */
async function keepRated(db: StarqDatabase, data: ChatConversation): Promise<void> {
  await rewriteCachedAnswers(db, ['chat.'], (answer) => {
    const value = answer as { conversation?: ChatConversation; list?: ChatConversation[] } | null;
    if (value?.conversation?.id === data.id) return { ...value, conversation: data };
    if (value?.list?.some((c) => c.id === data.id)) return { ...value, list: value.list.map((c) => (c.id === data.id ? { ...c, ...data } : c)) };
    return answer;
  });
}

/** Issue 15: chat messages, read marks and the rating, each an outbox mutation replayed once and in order. */
export const CHAT_MUTATIONS = {
  'chat.send': chatMutation({ call: userSend, confirm: (db, data) => keepSent(db, data) }),
  'chat.shopSend': chatMutation({ call: shopSend, confirm: (db, data) => keepSent(db, data) }),
  'chat.companySend': chatMutation({ call: companySend, confirm: (db, data) => keepSent(db, data) }),
  'chat.read': chatMutation({ call: userRead, confirm: nothing }),
  'chat.shopRead': chatMutation({ call: shopRead, confirm: nothing }),
  'chat.companyRead': chatMutation({ call: companyRead, confirm: nothing }),
  'chat.rate': chatMutation({ call: userCommentService, confirm: (db, data) => keepRated(db, data) }),
};
