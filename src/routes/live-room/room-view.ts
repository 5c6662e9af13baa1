import type { OutboxEntry } from '../../db/collections/outbox';

export interface LiveChatLine { key: string; name: string; text: string; state: 'sent' | 'sending' | 'failed' }
export interface LiveRoomView { lines: LiveChatLine[]; likes: number | null; viewers: number | null }

interface StoredMessage { seq?: number; clientId?: string; kind?: string; body?: Record<string, unknown> }
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A room as the device shows it: chat lines in the host's order, then this user's sends still in the outbox; the
 * newest like total and viewer count the channel brought (null until one arrives: the room info's numbers stand).
 */
export function deriveLiveRoomView(records: unknown[], outbox: OutboxEntry[], roomId: string, userId: string, myName: string): LiveRoomView {
  const messages = (records as StoredMessage[]).filter((m) => typeof m.seq === 'number').sort((a, b) => a.seq! - b.seq!);
  const lines: LiveChatLine[] = [];
  const seen = new Set<string>();
  let likes: number | null = null;
  let viewers: number | null = null;
  for (const m of messages) {
    if (m.kind === 'live.likes') likes = Number(m.body?.likes) || 0;
    else if (m.kind === 'live.viewers') viewers = Number(m.body?.viewers) || 0;
    else if (m.kind === 'live.chat') {
      seen.add(text(m.clientId));
      lines.push({ key: `s${m.seq}`, name: text(m.body?.senderName), text: text(m.body?.text), state: 'sent' });
    }
  }
  for (const entry of [...outbox].sort((a, b) => a.seq - b.seq)) {
    if (entry.name !== 'live.send' || entry.userId !== userId || entry.args.roomId !== roomId) continue;
    const clientId = text(entry.args.clientId);
    if (seen.has(clientId)) continue;
    seen.add(clientId);
    lines.push({ key: `o${entry.id}`, name: myName, text: text(entry.args.text), state: entry.status === 'rejected' ? 'failed' : 'sending' });
  }
  return { lines, likes, viewers };
}
