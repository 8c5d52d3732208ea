import http from "node:http";

/**
 * A small reverse proxy for trying the production shape on one machine (`npm run start:cluster`): each request goes
 * to the next of `upstreams` in turn (the next one again if that one does not answer), with X-Forwarded-For and
 * X-Forwarded-Proto set as a real proxy sets them, so that the processes behind it (TRUST_PROXY=true) see the
 * visitor's address. Production puts its own proxy in front (docker-compose.yml).
 */
export function startProxy(port: number, upstreams: number[]): Promise<http.Server> {
  let next = 0;
  const server = http.createServer((request, response) => {
    const forwardedFor = [request.headers["x-forwarded-for"], request.socket.remoteAddress].filter(Boolean).join(", ");
    const tryUpstream = (attempt: number) => {
      const target = upstreams[(next + attempt) % upstreams.length]!;
      const upstream = http.request(
        {
          host: "127.0.0.1",
          port: target,
          method: request.method,
          path: request.url,
          headers: { ...request.headers, "x-forwarded-for": forwardedFor, "x-forwarded-proto": "http" },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on("error", () => {
        // Refused before anything was sent: another process may answer (a body already read cannot be replayed).
        if (attempt + 1 < upstreams.length && request.readableEnded === false && !response.headersSent)
          return tryUpstream(attempt + 1);
        if (!response.headersSent) response.writeHead(502, { "Content-Type": "text/plain; charset=utf-8" });
        response.end("Aucun processus ne répond.");
      });
      request.pipe(upstream);
    };
    next = (next + 1) % upstreams.length;
    tryUpstream(0);
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}
