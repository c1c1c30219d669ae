import type { SandboxModule } from "../module";
import { legacyRouter } from "./legacy";
import { migrate, seed } from "./store";
import { unifiedRouter } from "./unified";

/**
 * The platform (identity) service in its two flavours. They share tables, so both
 * modules migrate and seed idempotently; each serves its own wire format.
 */
export const platformModule: SandboxModule = {
  name: "platform",
  mountPath: "/platform",
  migrate,
  seed,
  router: unifiedRouter,
};

export const platformLegacyModule: SandboxModule = {
  name: "platform-legacy",
  mountPath: "/platform-legacy",
  migrate,
  seed,
  router: legacyRouter,
};
