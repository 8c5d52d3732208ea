import type { LoaderFunctionArgs } from "@remix-run/node";
import { clientDocumentPdf } from "../lib/client-document.server";

/**
 * /d/<token>/pdf: the document's PDF, streamed from the cms with its type and file name. A resource route, so a
 * token that opens nothing gets a bare 404, as a missing upload does.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const pdf = await clientDocumentPdf(request, params.token ?? "");
  if (!pdf) throw new Response("Not Found", { status: 404 });
  return pdf;
}
