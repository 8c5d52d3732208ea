import { Box, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { formatDateTime } from "./messageRecord";
import type { RepliesState } from "./useReplies";

/** The replies already sent for the message: date, author, text. */
export const MessageReplies = ({ replies }: { replies: RepliesState }) => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, string>) => translate(`app.inbox.messages.detail.${key}`, options);

  const body = (() => {
    if (replies.state === "loading") return <Typography variant="body2">{t("replies_loading")}</Typography>;
    if (replies.state === "failed") {
      return (
        <Typography variant="body2" color="error">
          {t("replies_failed")}
        </Typography>
      );
    }
    if (replies.replies.length === 0) {
      return (
        <Typography variant="body2" color="text.secondary">
          {t("no_replies")}
        </Typography>
      );
    }
    return (
      <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1 }}>
        {replies.replies.map((reply, index) => (
          <Box
            component="li"
            // Replies have no key of their own; the stored order never changes.
            key={index}
            sx={{ borderLeft: 3, borderColor: "primary.main", pl: 1.5 }}
          >
            <Typography variant="caption" color="text.secondary" component="div">
              {t("reply_meta", {
                date: formatDateTime(reply.sentAt),
                author: reply.author ?? t("unknown_author"),
              })}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {reply.text}
            </Typography>
          </Box>
        ))}
      </Box>
    );
  })();

  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {t("replies")}
      </Typography>
      {body}
    </Box>
  );
};
