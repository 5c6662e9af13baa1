import type { Socket } from 'node:net';
import { CODES } from '../../src/contract/codes';

/**
 * A request Node cannot even read (headers or address too long, broken HTTP) still gets
 * the envelope with a Chinese message, like any other bad input, and the connection closes.
 */
export function answerUnreadableRequest(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const tooLong = error.code === 'HPE_HEADER_OVERFLOW';
  const body = JSON.stringify({ code: CODES.validation, msg: tooLong ? '请求地址或请求头过长' : '请求格式不正确', data: null });
  socket.end([
    'HTTP/1.1 200 OK',
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    body,
  ].join('\r\n'));
}
