import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { CloseDocumentLast } from "./lib/document-end.server";
import { StripNul } from "./lib/strip-nul.server";
import { I18nextProvider } from "react-i18next";
import { isLanguage } from "./i18n";
import { languageInUrl, renderingI18n, requestLanguage } from "./i18n.server";
import { sharedCacheControl } from "./lib/html-cache.server";
import { readLanguageCookie, serializeLanguageCookie } from "./lib/language-cookie.server";
import { NonceContext } from "./lib/nonce";

// For site/server.mjs, which reaches the app through this module: its page micro-cache follows the cms's changes.
export { onCmsContentChange } from "./lib/cms.server";

// How long deferred data may keep streaming; the render is aborted a little later.
export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Given by server.mjs with the response's CSP; absent under the dev server, which sets no CSP.
  const nonce = typeof loadContext.cspNonce === "string" ? loadContext.cspNonce : undefined;
  const lng = await requestLanguage(request);

  // The page's language depends on these headers, so caches must key on them.
  responseHeaders.append("Vary", "Cookie, Accept-Language");
  // A visitor who arrives on an address naming its language (?lng=ar, from a
  // search engine's hreflang link) keeps that language on the next pages.
  const named = languageInUrl(request);
  if (named && isLanguage(named) && readLanguageCookie(request) !== named) {
    responseHeaders.append("Set-Cookie", serializeLanguageCookie(named));
  }

  const shared = sharedCacheControl(request, responseStatusCode, remixContext, responseHeaders);
  if (shared) responseHeaders.set("Cache-Control", shared);

  const instance = await renderingI18n(lng);

  // Crawlers, SPA mode and pages to be kept get the whole document at once;
  // other browsers get the shell as soon as it is ready.
  const waitForAllContent = isbot(request.headers.get("user-agent")) || remixContext.isSpaMode || shared !== null;

  return new Promise<Response>((resolvePromise, reject) => {
    let shellRendered = false;
    // Cleared once everything is rendered: a pending timer would hold the render (page, request, loader data) for
    // the seconds left, one per request served.
    const abortLate = setTimeout(() => abort(), streamTimeout + 1_000);
    const onReady = () => {
      shellRendered = true;
      // React's Node renderer pads some chunks with NUL bytes (see StripNul): they never reach the page.
      const body = new StripNul();
      // What streams after the shell goes before `</body></html>` (see CloseDocumentLast).
      const html = body.pipe(new CloseDocumentLast());
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      resolvePromise(
        new Response(createReadableStreamFromReadable(html), {
          headers: responseHeaders,
          status: responseStatusCode,
        }),
      );
      pipe(body);
    };

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <I18nextProvider i18n={instance}>
          <RemixServer context={remixContext} url={request.url} nonce={nonce} />
        </I18nextProvider>
      </NonceContext.Provider>,
      {
        onAllReady() {
          clearTimeout(abortLate);
          if (waitForAllContent) onReady();
        },
        onShellReady: waitForAllContent ? undefined : onReady,
        nonce,
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is sent are logged by Remix itself.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
