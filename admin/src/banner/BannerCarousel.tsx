import { useEffect, useState, type FocusEvent } from "react";
import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import PauseIcon from "@mui/icons-material/Pause";
import PlayArrowIcon from "@mui/icons-material/PlayArrow";
import { Box, IconButton, Stack, Typography, useMediaQuery } from "@mui/material";
import { useTranslate } from "react-admin";
import { isAutoPlaying, SLIDE_INTERVAL_MS, slideAt } from "./carousel";
import { SLIDES } from "./slides";

const KEYS = "app.users_screen.banner";

/**
 * The placeholder scrolling banner (spec 000 point 2), built on the WAI-ARIA carousel
 * pattern: slides advance every 5 s, and stop while hovered, focused, paused, or when the
 * user prefers reduced motion.
 */
export const BannerCarousel = () => {
  const translate = useTranslate();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // noSsr: read the preference on the first render, so that nothing moves before it is known.
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)", { noSsr: true });
  const playing = isAutoPlaying({ paused, hovered, focused, reducedMotion });
  const count = SLIDES.length;

  // A timeout per slide rather than an interval: a manual move restarts the 5 s.
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => setIndex((current) => slideAt(current, 1, count)), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [playing, index, count]);

  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <Box
      component="section"
      aria-roledescription="carrousel"
      aria-label={translate(`${KEYS}.carousel`)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
    >
      <Box sx={{ position: "relative", overflow: "hidden", borderRadius: 2 }}>
        {/* Announced only when the user moves it; automatic changes would interrupt. */}
        <Box
          aria-live={playing ? "off" : "polite"}
          sx={{
            display: "flex",
            transform: `translateX(-${index * 100}%)`,
            transition: "transform 600ms ease",
            "@media (prefers-reduced-motion: reduce)": { transition: "none" },
          }}
        >
          {SLIDES.map((slide, position) => (
            <Box
              key={slide.id}
              role="group"
              aria-roledescription="diapositive"
              aria-label={translate(`${KEYS}.slide`, { index: position + 1, total: count })}
              aria-hidden={position !== index}
              sx={{
                flex: "0 0 100%",
                minHeight: { xs: 220, md: 300 },
                display: "flex",
                flexDirection: "column",
                justifyContent: "center",
                px: { xs: 8, md: 12 },
                py: 4,
                color: "#fff",
                background: slide.background,
              }}
            >
              <Typography component="h2" variant="h4" gutterBottom>
                {translate(`${KEYS}.slides.${slide.id}.title`)}
              </Typography>
              <Typography variant="body1" sx={{ maxWidth: 560 }}>
                {translate(`${KEYS}.slides.${slide.id}.text`)}
              </Typography>
            </Box>
          ))}
        </Box>
        <IconButton
          aria-label={translate(`${KEYS}.previous`)}
          onClick={() => setIndex(slideAt(index, -1, count))}
          sx={arrowSx("left")}
        >
          <ChevronLeftIcon />
        </IconButton>
        <IconButton
          aria-label={translate(`${KEYS}.next`)}
          onClick={() => setIndex(slideAt(index, 1, count))}
          sx={arrowSx("right")}
        >
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <Stack direction="row" spacing={1} sx={{ justifyContent: "center", alignItems: "center", mt: 1 }}>
        {/* Nothing plays on its own under reduced motion, so there is nothing to pause. */}
        {!reducedMotion && (
          <IconButton
            aria-label={translate(paused ? `${KEYS}.play` : `${KEYS}.pause`)}
            onClick={() => setPaused((current) => !current)}
            size="small"
          >
            {paused ? <PlayArrowIcon /> : <PauseIcon />}
          </IconButton>
        )}
        {SLIDES.map((slide, position) => (
          <IconButton
            key={slide.id}
            aria-label={translate(`${KEYS}.go_to`, { index: position + 1 })}
            aria-current={position === index ? "true" : undefined}
            onClick={() => setIndex(position)}
            size="small"
          >
            <Box
              component="span"
              sx={{
                width: 12,
                height: 12,
                borderRadius: "50%",
                border: 2,
                borderColor: "primary.main",
                bgcolor: position === index ? "primary.main" : "transparent",
              }}
            />
          </IconButton>
        ))}
      </Stack>
    </Box>
  );
};

const arrowSx = (side: "left" | "right") => ({
  position: "absolute",
  top: "50%",
  [side]: 8,
  transform: "translateY(-50%)",
  color: "#fff",
  bgcolor: "rgba(0, 0, 0, 0.35)",
  "&:hover": { bgcolor: "rgba(0, 0, 0, 0.55)" },
});
