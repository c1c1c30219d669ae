import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo } from "@playwright/test";

/** Axe on the current page: no serious or critical violation. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    bad.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    `axe violations on ${page.url()}`,
  ).toEqual([]);
}

export const jsEnabled = (info: TestInfo) => info.project.name === "js";

/** The header cart link's accessible name carries the count: "Cart, 2 items". */
export async function expectCartCount(page: Page, count: number) {
  const label = count === 1 ? "1 item" : `${count} items`;
  await expect(page.getByRole("link", { name: `Cart, ${label}` })).toBeVisible();
}
