// The host-read baseline: a bare Fastify route answering the same JSON from memory.
import fs from 'node:fs';
import Fastify from 'fastify';

const body = fs.readFileSync(process.env.BARE_BODY_FILE!, 'utf8');
const app = Fastify();
app.route({ method: process.env.BARE_METHOD as 'GET' | 'POST', url: process.env.BARE_PATH!, handler: async (_req, reply) => reply.type('application/json').send(body) });
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
console.log('bare server ready');
