// The live channel (decision 013): one WebSocket endpoint for chat, auction lots, live rooms and notices.
// Frames are JSON text. Writes never travel on it: a message is sent by a call (through the outbox), and every
// client in the room receives it here with the host's per-room sequence number.
import { z } from 'zod';

/** The endpoint's path on the chat host's origin. */
export const LIVE_SOCKET_PATH = '/api/live/socket';
/** Close code of a socket whose host process is shutting down (WebSocket 1012, Service Restart): reconnect now, to another. */
export const LIVE_RECONNECT_CLOSE = 1012;

export const LiveMessageSchema = z.object({
  room: z.string(),
  seq: z.number().int().positive(),
  clientId: z.string(),
  senderId: z.string(),
  kind: z.string(),
  body: z.record(z.string(), z.unknown()),
  at: z.number().int(),
});
export type LiveMessageFrame = z.infer<typeof LiveMessageSchema>;

const roomName = z.string().max(120);

/** What a client sends. */
export const ClientFrameSchema = z.discriminatedUnion('t', [
  z.object({ t: z.literal('auth'), userToken: z.string().max(200), shopToken: z.string().max(200).default('') }),
  /** Everything after `after` (0 for the whole room), then each new message. */
  z.object({ t: z.literal('sub'), room: roomName, after: z.number().int().min(0) }),
  z.object({ t: z.literal('unsub'), room: roomName }),
]);
export type ClientFrame = z.input<typeof ClientFrameSchema>;

/** What the host sends. */
export type ServerFrame =
  | ({ t: 'msg' } & LiveMessageFrame)
  | { t: 'authed'; userId: string | null }
  | { t: 'subbed'; room: string; after: number }
  | { t: 'denied'; room: string; msg: string }
  | { t: 'error'; code: number; msg: string };

/** The body of a `notice` message in a user's notice room (server/live/notices.ts). */
export const NoticeBodySchema = z.object({
  topic: z.string(),
  title: z.string(),
  text: z.string(),
  target: z.object({ screen: z.enum(['order', 'afterSales', 'chat']), id: z.string() }).optional(),
});
export type NoticeBody = z.infer<typeof NoticeBodySchema>;
