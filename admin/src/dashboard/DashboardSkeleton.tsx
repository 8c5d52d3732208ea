import { Box, Skeleton } from "@mui/material";
import { cardGrid } from "./StatCards";
import { useDashboardTranslate } from "./useDashboardTranslate";

/** Placeholder shapes of the cards and lists while the summary loads, announced once. */
export const DashboardSkeleton = () => {
  const t = useDashboardTranslate();
  return (
    <Box role="status" aria-label={t("loading")} aria-busy>
      <Box sx={cardGrid}>
        {Array.from({ length: 7 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={96} />
        ))}
      </Box>
      <Skeleton variant="rounded" height={160} sx={{ mt: 2 }} />
      <Skeleton variant="rounded" height={240} sx={{ mt: 2 }} />
    </Box>
  );
};
