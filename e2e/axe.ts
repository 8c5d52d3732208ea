import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** An axe finding, as the walks report it. */
export interface AxeFinding {
  id: string;
  impact: string | null | undefined;
  help: string;
  /** The first three elements it names. */
  targets: string;
}

/**
 * axe-core's findings on the page as it is now, for the rules of `tags`. Only violations are worked out in full:
 * what passes or is left undecided is not gathered node by node (a fifth of the back-office walk's time).
 */
export async function axeViolations(page: Page, tags: string[]): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page })
    .withTags(tags)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes
      .map((node) => node.target.join(" "))
      .slice(0, 3)
      .join(", "),
  }));
}
