import { memoryStore } from "react-admin";
import { describe, expect, it } from "vitest";
import { dashboardStrings } from "../dashboard/strings";
import {
  contrastText,
  defaultThemeName,
  isThemeName,
  statusColours,
  themeNames,
  themePalettes,
  themeFor,
  themeStoreKey,
} from "./index";
import { themeKeepingStore } from "./themeStore";

/** WCAG 2 relative luminance of "#rrggbb". */
const luminance = (hex: string) => {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe("theme registry", () => {
  it("holds the spec's eight themes, gold by default, each with its French label", () => {
    expect(themeNames).toEqual(["gold", "blue", "purple", "green", "orange", "red", "pink", "teal"]);
    for (const name of themeNames) {
      expect(themeFor(name).palette?.primary).toMatchObject({ main: themePalettes[name].main });
    }
    expect(Object.keys(dashboardStrings.theme.names)).toEqual(themeNames);
    expect(defaultThemeName).toBe("gold");
  });

  it("knows its names only", () => {
    expect(isThemeName("teal")).toBe(true);
    expect(isThemeName("black")).toBe(false);
    expect(isThemeName(undefined)).toBe(false);
  });

  it.each(themeNames)("%s meets WCAG AA (4.5:1) for text on primary and primary text", (name) => {
    const palette = themePalettes[name];
    expect(contrast(contrastText, palette.main)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(contrastText, palette.dark)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(contrastText, palette.secondary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(palette.main, palette.background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.entries(statusColours))("the %s status chips carry white text at 4.5:1 or more", (_name, colour) => {
    expect(contrast(contrastText, colour)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(themeNames)("%s outlines the focused button in its dark shade", (name) => {
    const overrides = themeFor(name).components?.MuiButtonBase?.styleOverrides?.root as Record<
      string,
      { outline: string }
    >;
    expect(overrides["&.Mui-focusVisible"]?.outline).toBe(`3px solid ${themePalettes[name].dark}`);
  });

  it("checks contrast like WCAG does", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21);
    expect(contrast("#e65100", "#ffffff")).toBeLessThan(4.5);
  });
});

describe("themeKeepingStore", () => {
  // memoryStore only writes once set up, as StoreContextProvider does.
  const setUpStore = () => {
    const store = themeKeepingStore(memoryStore());
    store.setup();
    return store;
  };

  it("keeps the chosen theme when react-admin resets the store on sign-out", () => {
    const store = setUpStore();
    store.setItem(themeStoreKey, "teal");
    store.setItem("posts.listParams", { page: 2 });
    store.reset();
    expect(store.getItem(themeStoreKey)).toBe("teal");
    expect(store.getItem("posts.listParams")).toBeUndefined();
  });

  it("stores nothing when no theme was chosen", () => {
    const store = setUpStore();
    store.reset();
    expect(store.getItem(themeStoreKey)).toBeUndefined();
  });
});
