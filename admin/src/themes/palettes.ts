/** One colour theme's shades. `main` and `dark` carry white text (buttons, hover). */
export interface ThemePalette {
  light: string;
  main: string;
  dark: string;
  /** App bar and secondary actions: a deep shade of the same hue. */
  secondary: string;
  /** Page background: a faint tint of the hue. */
  background: string;
}

/**
 * The spec's eight themes, gold first (the default). Material's usual 500/600 shades are
 * too light for white button text in orange and gold (e.g. #e65100 is 3.8:1), so every
 * `main` is a shade reaching WCAG AA (4.5:1) against white and against the page background;
 * themes.test.ts checks it.
 */
export const themePalettes = {
  gold: { light: "#b8860b", main: "#8b6508", dark: "#5f4500", secondary: "#3b2f17", background: "#fbf8f1" },
  blue: { light: "#42a5f5", main: "#1565c0", dark: "#0d47a1", secondary: "#102a43", background: "#f5f8fc" },
  purple: { light: "#9c4dcc", main: "#6a1b9a", dark: "#4a148c", secondary: "#2a0f3d", background: "#f9f6fb" },
  green: { light: "#4caf50", main: "#2e7d32", dark: "#1b5e20", secondary: "#173a1a", background: "#f5f9f5" },
  orange: { light: "#ef6c00", main: "#b54800", dark: "#7f3300", secondary: "#3e1f0a", background: "#fdf8f3" },
  red: { light: "#e53935", main: "#c62828", dark: "#8e0000", secondary: "#3b1010", background: "#fcf6f6" },
  pink: { light: "#ec407a", main: "#ad1457", dark: "#78002e", secondary: "#3d0f22", background: "#fcf5f8" },
  teal: { light: "#26a69a", main: "#00796b", dark: "#004d40", secondary: "#0f3330", background: "#f4f9f8" },
} as const satisfies Record<string, ThemePalette>;

export type ThemeName = keyof typeof themePalettes;

export const themeNames = Object.keys(themePalettes) as ThemeName[];
