// The live room figure's baseline (figures/live-room.ts), in its own process as the product's hosts are: a bare `ws`
// broadcast server. POST /send {seq, text} sends one frame to every connected client; no database, order or catch-up.
import http from 'node:http';
import { WebSocketServer } from 'ws';

const server = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    const { seq, text } = JSON.parse(body) as { seq: number; text: string };
    const frame = JSON.stringify({ t: 'msg', room: 'live:bare', seq, kind: 'live.chat', body: { text } });
    for (const client of sockets.clients) client.send(frame);
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"code":0}');
  });
});
const sockets = new WebSocketServer({ server });
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('bare ws server ready'));
