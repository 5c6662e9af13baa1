import type { OutboxEntry } from '../../db/collections/outbox';

export interface LiveChatLine { key: string; name: string; text: string; state: 'sent' | 'sending' | 'failed' }
/** The stream as the channel last told it (live.state): null until a message arrives, then the room info's flags are older. */
export interface LiveStreamState { publishing: boolean; ended: boolean }
export interface LiveRoomView { lines: LiveChatLine[]; likes: number | null; viewers: number | null; stream: LiveStreamState | null }

interface StoredMessage { seq?: number; clientId?: string; kind?: string; body?: Record<string, unknown> }
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A room as the device shows it: chat lines in the host's order, then this user's sends still in the outbox; the
 * newest like total, viewer count and stream state the channel brought (null until one arrives: the room info's stand).
 * An end is final: no later message reopens the room.
 */
export function deriveLiveRoomView(records: unknown[], outbox: OutboxEntry[], roomId: string, userId: string, myName: string): LiveRoomView {
  const messages = (records as StoredMessage[]).filter((m) => typeof m.seq === 'number').sort((a, b) => a.seq! - b.seq!);
  const lines: LiveChatLine[] = [];
  const seen = new Set<string>();
  let likes: number | null = null;
  let viewers: number | null = null;
  let stream: LiveStreamState | null = null;
  let ended = false;
  for (const m of messages) {
    if (m.kind === 'live.state') {
      ended ||= m.body?.status === 'ENDED';
      stream = { publishing: m.body?.publishing === true, ended };
    }
    else if (m.kind === 'live.likes') likes = Number(m.body?.likes) || 0;
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
  return { lines, likes, viewers, stream };
}
