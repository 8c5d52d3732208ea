import { PassThrough } from "node:stream";
import type { EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { createInstance } from "i18next";
import Backend from "i18next-fs-backend";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import i18n from "./i18n";
import i18nServer, { localesLoadPath } from "./i18n.server";

// How long deferred data may keep streaming; the render is aborted a little later.
export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  // One i18next instance per request: a shared one would leak one visitor's
  // language into another's concurrent render.
  const instance = createInstance();
  const lng = await i18nServer.getLocale(request);
  await instance
    .use(initReactI18next)
    .use(Backend)
    .init({
      ...i18n,
      lng,
      ns: i18nServer.getRouteNamespaces(remixContext),
      backend: { loadPath: localesLoadPath },
    });

  // The page's language depends on these headers, so caches must key on them.
  responseHeaders.append("Vary", "Cookie, Accept-Language");

  // Crawlers and SPA mode get the whole document at once; browsers get the
  // shell as soon as it is ready.
  const waitForAllContent = isbot(request.headers.get("user-agent")) || remixContext.isSpaMode;

  return new Promise<Response>((resolvePromise, reject) => {
    let shellRendered = false;
    const onReady = () => {
      shellRendered = true;
      const body = new PassThrough();
      responseHeaders.set("Content-Type", "text/html");
      resolvePromise(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status: responseStatusCode,
        }),
      );
      pipe(body);
    };

    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={instance}>
        <RemixServer context={remixContext} url={request.url} />
      </I18nextProvider>,
      {
        onAllReady: waitForAllContent ? onReady : undefined,
        onShellReady: waitForAllContent ? undefined : onReady,
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

    setTimeout(abort, streamTimeout + 1_000);
  });
}
