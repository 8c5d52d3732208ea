import { useCallback, useEffect, useState } from "react";
import type { Identifier } from "react-admin";
import { apiFetch } from "../providers/http";
import { readReplies, type Reply } from "./messageRecord";

export type RepliesState = { state: "loading" } | { state: "ready"; replies: Reply[] } | { state: "failed" };

/**
 * Replies of one message. The data provider reads messages without relations, so this is the
 * contract's own call with `populate[replies]=true`. `reload` refetches after a reply is sent
 * and keeps the current replies on screen meanwhile. The pane is keyed by message, so a new
 * message starts from the loading state.
 */
export const useReplies = (id: Identifier) => {
  const [replies, setReplies] = useState<RepliesState>({ state: "loading" });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const path = `/api/contact/${encodeURIComponent(String(id))}?populate[replies]=true`;
    apiFetch(path, { signal: controller.signal })
      .then((body) => {
        if (!controller.signal.aborted) setReplies({ state: "ready", replies: readReplies(body) });
      })
      .catch(() => {
        if (!controller.signal.aborted) setReplies({ state: "failed" });
      });
    return () => controller.abort();
  }, [id, version]);

  const reload = useCallback(() => setVersion((current) => current + 1), []);
  return { replies, reload };
};
