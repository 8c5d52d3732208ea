import { useQuery } from "@tanstack/react-query";
import { useDataProvider, type Identifier } from "react-admin";
import type { AgencyDataProvider } from "../providers/dataProvider";
import type { Reply } from "./messageRecord";

export type RepliesState = { state: "loading" } | { state: "ready"; replies: Reply[] } | { state: "failed" };

/**
 * Replies of one message, through the data provider and react-query. `reload` refetches after a
 * reply is sent and keeps the current replies on screen meanwhile.
 */
export const useReplies = (id: Identifier) => {
  const dataProvider = useDataProvider<AgencyDataProvider>();
  const query = useQuery({
    queryKey: ["messageReplies", String(id)],
    queryFn: ({ signal }) => dataProvider.messageReplies(String(id), signal),
    retry: false,
  });
  const replies: RepliesState = query.data
    ? { state: "ready", replies: query.data }
    : query.error
      ? { state: "failed" }
      : { state: "loading" };
  return { replies, reload: () => void query.refetch() };
};
