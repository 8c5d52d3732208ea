import type { RaThemeOptions } from "react-admin";
import { goldTheme } from "./gold";

/** Named colour themes; the spec's other seven (blue, purple, ...) join this registry later. */
export const themes = {
  gold: goldTheme,
} satisfies Record<string, RaThemeOptions>;

export type ThemeName = keyof typeof themes;

export const defaultThemeName: ThemeName = "gold";
