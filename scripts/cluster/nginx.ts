import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The proxy of the cluster: nginx open source, which has no active health checks. It uses passive ones: a process that
 * refuses connections or times out is skipped for `fail_timeout` and the request goes to the next one, once
 * (`proxy_next_upstream`); a 503 of a host (its database away) reaches the client, which retries. A POST already sent to a process that then died is not sent again by nginx (it may have
 * been applied): the client retries it with the same Idempotency-Key. /readyz is for orchestrators with active checks.
 */
export function nginxConfig(options: { dir: string; port: number; upstreams: number[] }): string {
  const { dir, port, upstreams } = options;
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 64m;
  # The live channel's WebSocket: upgrade when asked, else keep the upstream connection alive.
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  upstream starq {
    least_conn;
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=3s;`).join('\n')}
    keepalive 64;
  }
  # tus uploads in progress live in the receiving process's folder and lock (LESSONS: MemoryLocker): one user's
  # upload requests all go to one process, chosen by the login token.
  upstream starq_tus {
    hash $http_x_users_token consistent;
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=3s;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    location /api/media/tus {
      proxy_pass http://starq_tus;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_request_buffering off;
    }
    location / {
      proxy_pass http://starq;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      # Not http_503: a 503 is the host's own answer (the database restarting) and would mark every process down.
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      # Live sockets and FLV streams stay open; nothing is buffered (tus PATCH bodies, streams).
      proxy_read_timeout 1h;
      proxy_buffering off;
      proxy_request_buffering off;
    }
  }
}
`;
}

export function startNginx(dir: string, config: string): ChildProcess {
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, config);
  const log = fs.openSync(path.join(dir, 'nginx.out'), 'a');
  return spawn(process.env.NGINX_BIN ?? '/usr/sbin/nginx', ['-c', file, '-p', dir, '-e', path.join(dir, 'nginx-error.log')], { stdio: ['ignore', log, log] });
}
