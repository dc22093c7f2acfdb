// A web process without a Next build: serves route-handler modules over node:http, so a test can run
// several of them against one database. Usage (with DATABASE_URL set):
//   node --import tsx lib/testing/route-host.ts /api/public/v1/game=app/api/public/v1/game/route.ts …
// It prints "listening <port>" once ready. Only paths without dynamic segments.
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const routes = new Map<string, Record<string, Handler | undefined>>();
for (const argument of process.argv.slice(2)) {
  const [urlPath, file] = argument.split('=');
  if (!urlPath || !file) throw new Error(`expected <url path>=<route file>, got ${argument}`);
  routes.set(urlPath, (await import(pathToFileURL(path.resolve(file)).href)) as Record<string, Handler>);
}

async function toRequest(incoming: http.IncomingMessage): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      headers.append(name, item);
    }
  }
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const method = incoming.method ?? 'GET';
  return new Request(new URL(incoming.url ?? '/', `http://${incoming.headers.host ?? 'localhost'}`), {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks),
  });
}

const server = http.createServer((incoming, outgoing) => {
  void (async () => {
    try {
      const request = await toRequest(incoming);
      const handler = routes.get(new URL(request.url).pathname)?.[request.method];
      if (!handler) {
        outgoing.writeHead(404).end();
        return;
      }
      const response = await handler(request, { params: Promise.resolve({}) });
      outgoing.writeHead(response.status, Object.fromEntries(response.headers));
      outgoing.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      process.stderr.write(`route host: ${String(error)}\n`);
      outgoing.writeHead(500).end();
    }
  })();
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
