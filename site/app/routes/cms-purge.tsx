import type { ActionFunctionArgs } from "@remix-run/node";
import { isSignedPurge, purgeEverywhere } from "../lib/cms-purge.server";

/**
 * POST /cms-purge: the cms says its public content changed (signed with the secret both share); every site process
 * forgets its cached reads, so the change shows on the next page.
 */
export async function action({ request }: ActionFunctionArgs) {
  const body = await request.text();
  if (request.method !== "POST" || !isSignedPurge(body, request.headers.get("x-purge-signature"))) {
    return new Response("Not Found", { status: 404 });
  }
  await purgeEverywhere();
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return new Response("Not Found", { status: 404 });
}
