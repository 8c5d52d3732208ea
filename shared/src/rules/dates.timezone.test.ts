// dates.ts claims its answers do not depend on the server's time zone. Setting process.env.TZ inside a
// running test process is not reliable once dates have been used, so each zone gets a fresh node process.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const datesModule = path.join(__dirname, "dates.ts");

const script = `
const loaded = await import(${JSON.stringify(datesModule)});
// shared/ is CommonJS for node: its exports may come as the default export.
const { addDaysToDay, casablancaDateTime, dayAsUtcDate, formatFrenchDate, todayInMorocco } = loaded.formatFrenchDate ? loaded : loaded.default;
console.log(JSON.stringify({
  zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  januaryOffset: new Date(2026, 0, 15).getTimezoneOffset(),
  bareDay: formatFrenchDate("2026-02-28"),
  newYear: formatFrenchDate("2026-01-01"),
  timestamp: formatFrenchDate("2026-11-09T23:30:00.000Z"),
  instant: casablancaDateTime("2026-11-09T23:30:00.000Z"),
  utcMidnight: dayAsUtcDate("2026-02-28")?.toISOString(),
  dayOfTimestamp: dayAsUtcDate("2026-02-28T15:20:00Z")?.toISOString(),
  lateToday: todayInMorocco(new Date("2026-11-22T23:30:00Z")),
  morningToday: todayInMorocco(new Date("2026-11-22T10:00:00Z")),
  leapDay: addDaysToDay("2028-02-28", 1),
  backwards: addDaysToDay("2026-03-01", -1),
}));
`;

function runIn(zone: string): Record<string, unknown> {
  const output = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "--eval", script], {
    cwd: __dirname,
    env: { ...process.env, TZ: zone },
    encoding: "utf8",
  });
  return JSON.parse(output) as Record<string, unknown>;
}

const sameAnswers = {
  bareDay: "28/02/2026",
  newYear: "01/01/2026",
  timestamp: "10/11/2026",
  instant: "10/11/2026 à 00:30",
  utcMidnight: "2026-02-28T00:00:00.000Z",
  dayOfTimestamp: "2026-02-28T00:00:00.000Z",
  lateToday: "2026-11-23",
  morningToday: "2026-11-22",
  leapDay: "2028-02-29",
  backwards: "2026-02-28",
};

describe("date helpers in other time zones", () => {
  // UTC+14 and UTC-8 in January: a bare day read as local time would land on another day in both.
  it.each([
    ["Pacific/Kiritimati", -840],
    ["America/Los_Angeles", 480],
  ])(
    "give the same days under TZ=%s",
    (zone, januaryOffset) => {
      expect(runIn(zone)).toEqual({ zone, januaryOffset, ...sameAnswers });
    },
    // A fresh node compiling dates.ts with tsx: 6 s once in CI while the API tests loaded both cores.
    30_000,
  );
});
