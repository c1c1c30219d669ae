// Club state set up through the sandbox's APIs, not through the pages: points for a customer.
import type { TestInfo } from "@playwright/test";
import { platform, post } from "./pack-support";

/** Credits `points` to the customer (the sandbox's own adjustment, shown as "Points added"). */
export async function givePoints(info: TestInfo, email: string, points: number) {
  await post(`${platform(info)}/_sandbox/loyalty/points`, { email, points });
}

/** `count` fresh serial codes of a survey (single use; `slow`: the partner takes minutes to confirm them). */
export async function serialCodes(info: TestInfo, survey: string, count: number, slow = false): Promise<string[]> {
  const body = await post(`${platform(info)}/_sandbox/loyalty/serial-codes`, { survey_id: survey, count, slow });
  return ((info.project.name.startsWith("legacy") ? body.data : body) as { codes: string[] }).codes;
}

/** Sets the customer's club membership (decision 0076): active, not_member, suspended, closed, under_review. */
export async function setMembership(info: TestInfo, email: string, state: string) {
  await post(`${platform(info)}/_sandbox/loyalty/membership`, { email, state });
}
