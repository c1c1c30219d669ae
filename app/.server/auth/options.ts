// What the platform's configuration switches on for the identity forms (product.md §3, §5).
import { platform } from "../platform";
import type { PasswordRequirements } from "~/lib/password-rules";
import { log } from "../observability";

/**
 * "Keep me logged in" is offered only when the platform configures a session lifetime to
 * ask for. If the configuration can't be read the box is simply not offered: signing in
 * still works, with the platform's default lifetime.
 */
export async function keepLoggedInAvailable(): Promise<boolean> {
  try {
    return (await platform().getUserConfiguration()).defaultSessionTtlSeconds > 0;
  } catch (error) {
    log().error(`user configuration unavailable: ${error instanceof Error ? error.message : error}`);
    return false;
  }
}

/** The password rules; an outage propagates (a new password can't be set without the platform anyway). */
export async function passwordRequirements(): Promise<PasswordRequirements> {
  return platform().getPasswordRequirements();
}
