import { Box, Typography } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useTranslate, type Identifier } from "react-admin";
import { useAgencyDataProvider } from "../providers/dataProvider";
import { LabelledText } from "./LabelledText";
import { formatDateTime } from "./messageRecord";

/**
 * The replies already sent for the message: date, author, text. react-admin's refresh after a
 * reply fetches them again, and the current ones stay on screen meanwhile.
 */
export const MessageReplies = ({ id }: { id: Identifier }) => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, string>) => translate(`app.inbox.messages.detail.${key}`, options);
  const dataProvider = useAgencyDataProvider();
  const { data: replies, error } = useQuery({
    queryKey: ["messageReplies", String(id)],
    queryFn: ({ signal }) => dataProvider.messageReplies(String(id), signal),
    retry: false,
  });

  // Until there are replies to list: loading, failed, or none sent yet.
  const note = replies
    ? { key: "no_replies", color: "text.secondary" }
    : error
      ? { key: "replies_failed", color: "error" }
      : { key: "replies_loading" };
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {t("replies")}
      </Typography>
      {replies?.length ? (
        <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1 }}>
          {replies.map((reply, index) => (
            <LabelledText
              component="li"
              // Replies have no key of their own; the stored order never changes.
              key={index}
              sx={{ borderLeft: 3, borderColor: "primary.main", pl: 1.5 }}
              label={t("reply_meta", {
                date: formatDateTime(reply.sentAt),
                author: reply.author ?? t("unknown_author"),
              })}
              text={reply.text}
              multiline
            />
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color={note.color}>
          {t(note.key)}
        </Typography>
      )}
    </Box>
  );
};
