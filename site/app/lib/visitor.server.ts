/** The visitor's address: a proxy's X-Forwarded-For, else the socket's, which server.mjs sets. */
export function visitorAddress(request: Request): string | undefined {
  return request.headers.get("X-Forwarded-For")?.split(",")[0]?.trim() || undefined;
}
