import { ChatMessageSchema, type ChatBody, type ChatMessage, type ChatSenderRole } from '../contract/service/chat';
import type { OutboxEntry } from '../db/collections/outbox';

/** The outbox mutations that send a chat message, for each side. */
export const CHAT_SEND_MUTATIONS = ['chat.send', 'chat.shopSend', 'chat.companySend'] as const;
export const CHAT_RATE_MUTATION = 'chat.rate';

/** What the device shows the sender of a message it has not confirmed yet (kept in the outbox entry's preview). */
export interface ChatSendPreview {
  senderRole: ChatSenderRole;
  senderName: string;
  senderAvatar: string;
  poster?: string;
}

export interface ChatViewMessage {
  clientId: string;
  /** The host's sequence number; null while the message waits in the outbox. */
  seq: number | null;
  senderId: string;
  body: ChatBody;
  at: number;
  state: 'sent' | 'sending' | 'failed';
  /** The outbox entry of a waiting or refused message (retry and dismiss act on it). */
  entryId?: string;
  error?: string;
}

export interface ChatView {
  messages: ChatViewMessage[];
  /** The highest confirmed sequence number (what "read up to" marks). */
  lastSeq: number;
  rating: { state: 'sending' | 'failed'; rating: number; entryId: string; error: string } | null;
}

function confirmedMessages(sources: unknown[][], room: string): ChatMessage[] {
  const bySeq = new Map<number, ChatMessage>();
  const clientIds = new Set<string>();
  for (const item of sources.flat()) {
    const parsed = ChatMessageSchema.safeParse(item);
    if (!parsed.success || parsed.data.room !== room) continue;
    if (bySeq.has(parsed.data.seq) || clientIds.has(parsed.data.clientId)) continue;
    bySeq.set(parsed.data.seq, parsed.data);
    clientIds.add(parsed.data.clientId);
  }
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

const argText = (args: Record<string, unknown>, name: string) => (typeof args[name] === 'string' ? (args[name] as string) : '');

/**
 * One conversation as the device shows it: the confirmed messages (the live room's records, the host's recent
 * messages, answers to this device's sends) in sequence order, then this user's messages still in the outbox in the
 * order they were queued. A message is shown once, by its clientId: once confirmed, its outbox entry is not shown
 * again, and a retry (a new entry with the same clientId) replaces the refused one.
 */
export function deriveChatView(input: { conversationId: string; room: string; userId: string; confirmed: unknown[][]; outbox: OutboxEntry[] }): ChatView {
  const confirmed = confirmedMessages(input.confirmed, input.room);
  const seen = new Set(confirmed.map((m) => m.clientId));
  const waiting = new Map<string, ChatViewMessage>();
  let rating: ChatView['rating'] = null;
  const entries = input.outbox.filter((e) => e.userId === input.userId && argText(e.args, 'conversationId') === input.conversationId)
    .sort((a, b) => a.seq - b.seq);
  for (const entry of entries) {
    if (entry.name === CHAT_RATE_MUTATION) {
      if (!rating || entry.status === 'pending') {
        rating = { state: entry.status === 'rejected' ? 'failed' : 'sending', rating: Number(entry.args.rating) || 0, entryId: entry.id, error: entry.errorMsg };
      }
      continue;
    }
    if (!(CHAT_SEND_MUTATIONS as readonly string[]).includes(entry.name)) continue;
    const clientId = argText(entry.args, 'clientId');
    if (!clientId || seen.has(clientId)) continue;
    const earlier = waiting.get(clientId);
    if (earlier && earlier.state === 'sending') continue;
    const preview = entry.preview as Partial<ChatSendPreview>;
    const type = argText(entry.args, 'type');
    const message: ChatViewMessage = {
      clientId, seq: null, senderId: entry.userId, at: entry.createdAt,
      state: entry.status === 'rejected' ? 'failed' : 'sending', entryId: entry.id, error: entry.errorMsg || undefined,
      body: {
        type: type === 'image' || type === 'video' ? type : 'text', content: argText(entry.args, 'content'), url: argText(entry.args, 'url'),
        poster: preview.poster ?? '', senderRole: preview.senderRole ?? 'user', senderName: preview.senderName ?? '', senderAvatar: preview.senderAvatar ?? '',
      },
    };
    if (earlier) waiting.delete(clientId);
    waiting.set(clientId, message);
  }
  const sent: ChatViewMessage[] = confirmed.map((m) => ({ clientId: m.clientId, seq: m.seq, senderId: m.senderId, body: m.body, at: m.at, state: 'sent' }));
  return { messages: [...sent, ...waiting.values()], lastSeq: confirmed.at(-1)?.seq ?? 0, rating };
}

/** Whether two messages in a row need a time between them (spec-silent; docs/decisions/006: five minutes). */
export function needsTimeSeparator(previousAt: number | null, at: number): boolean {
  return previousAt === null || at - previousAt >= 5 * 60_000;
}
