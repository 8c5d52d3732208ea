/**
 * The placeholder banner's slides (spec 000 point 2): CSS gradients stand in for images.
 * Texts are under `app.users_screen.banner.slides.<id>`; the gradients are dark enough for
 * white text to stay readable.
 */
export const SLIDES = [
  { id: "welcome", background: "linear-gradient(135deg, #5b3a00 0%, #a86b00 100%)" },
  { id: "campaigns", background: "linear-gradient(135deg, #0d2b5e 0%, #1f5fae 100%)" },
  { id: "content", background: "linear-gradient(135deg, #3d1361 0%, #7b2d8e 100%)" },
  { id: "results", background: "linear-gradient(135deg, #0b4a3f 0%, #18806b 100%)" },
] as const;
