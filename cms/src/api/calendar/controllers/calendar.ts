import { todayInMorocco } from "@agency/shared";
import type { Context } from "../../../utils/context";

export default {
  /**
   * GET /api/today: the business day, as the server's time-zone data has it. The back-office takes
   * its "today" from here, not from the browser, whose clock may be off and whose time-zone data may
   * be out of date (Debian's Chromium 156 puts Casablanca on UTC+0 from 20 September 2026, a day
   * behind between 23:00 and midnight UTC).
   */
  async today(ctx: Context) {
    ctx.set("Cache-Control", "no-store");
    ctx.body = { date: todayInMorocco() };
  },
};
