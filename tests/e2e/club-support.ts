// Club state set up through the sandbox's APIs, not through the pages: points for a customer.
import type { TestInfo } from "@playwright/test";
import { platform, post } from "./pack-support";

/** Credits `points` to the customer (the sandbox's own adjustment, shown as "Points added"). */
export async function givePoints(info: TestInfo, email: string, points: number) {
  await post(`${platform(info)}/_sandbox/loyalty/points`, { email, points });
}
