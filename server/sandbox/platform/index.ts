import type { SandboxModule } from "../module";
import { migrate, seed } from "./store";
import { platformRouter } from "./router";

/**
 * The platform (identity) service in its two flavours. They share tables, so both
 * modules migrate and seed idempotently; each serves its own wire format.
 */
export const platformModule: SandboxModule = {
  name: "platform",
  mountPath: "/platform",
  migrate,
  seed,
  router: platformRouter("unified"),
};

export const platformLegacyModule: SandboxModule = {
  name: "platform-legacy",
  mountPath: "/platform-legacy",
  migrate,
  seed,
  router: platformRouter("legacy"),
};
