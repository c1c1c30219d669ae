import { afterEach, describe, expect, it } from "vitest";
import { resetConfigForTests } from "~/.server/config";
import { clearPlatformCache, platform } from "~/.server/platform";
import { platformLegacyModule, platformModule } from "../../server/sandbox/platform";
import { useSandboxModules } from "./sandbox-server";

// Both platform flavours of the sandbox in-process, sharing one in-memory database.
const sandbox = useSandboxModules([platformModule, platformLegacyModule]);

afterEach(() => {
  process.env.PLATFORM_API_URL = "http://platform.test";
  delete process.env.PLATFORM_FLAVOUR;
  resetConfigForTests();
  clearPlatformCache();
});

const get = (path: string, tenant?: string) =>
  fetch(`${sandbox.origin}${path}`, { headers: tenant ? { "x-tenant-code": tenant } : {} });

describe("platform sandbox", () => {
  it("requires the tenant header and knows its tenants", async () => {
    for (const path of [
      "/platform/api/users/configuration",
      "/platform-legacy/password-requirements",
      "/platform-legacy/configuration",
    ]) {
      const res = await get(path);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error_code: "TENANT_REQUIRED" });
      expect((await get(path, "nope")).status).toBe(404);
      expect((await get(path, "ashless-gb")).status).toBe(200);
    }
  });

  it("serves the password rules in each flavour's wire format", async () => {
    const unified = await (await get("/platform/api/users/configuration", "ashless-gb")).json();
    expect(unified.password_requirements).toEqual({
      min_length: 8,
      min_lower_case: 1,
      min_upper_case: 1,
      min_number: 1,
      min_symbol: 0,
      exclude_username: true,
    });
    expect(unified.login.strategies).toEqual(["email"]);
    const legacy = await (await get("/platform-legacy/password-requirements", "ashless-gb")).json();
    expect(legacy).toEqual({
      minLength: 8,
      minLowerCase: 1,
      minUpperCase: 1,
      minNumber: 1,
      minSymbol: 0,
      excludeUsername: true,
    });
  });

  it("gives the storefront gateway the same configuration through either flavour", async () => {
    const read = async (flavour: "unified" | "legacy", path: string) => {
      process.env.PLATFORM_FLAVOUR = flavour;
      process.env.PLATFORM_API_URL = `${sandbox.origin}${path}`;
      resetConfigForTests();
      clearPlatformCache();
      return platform().getUserConfiguration();
    };
    const unified = await read("unified", "/platform");
    const legacy = await read("legacy", "/platform-legacy");
    expect(legacy).toEqual(unified);
    expect(unified.registrationFields.find((f) => f.name === "email")).toEqual({
      name: "email",
      label: "Email address",
      type: "email",
      required: true,
    });
  });
});
