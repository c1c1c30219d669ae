import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { resetConfigForTests } from "~/.server/config";
import { UpstreamUnavailableError } from "~/.server/http/errors";
import { clearPlatformCache, platform, PlatformDataError, type UserConfiguration } from "~/.server/platform";
import { PLATFORM_URL, platformHandlers } from "../msw/platform";
import { useMsw } from "../msw/server";

const server = useMsw();

function useFlavour(flavour: "unified" | "legacy") {
  process.env.PLATFORM_FLAVOUR = flavour;
  resetConfigForTests();
  clearPlatformCache();
}

afterEach(() => {
  delete process.env.PLATFORM_FLAVOUR;
  resetConfigForTests();
  clearPlatformCache();
});

const expected: UserConfiguration = {
  registrationFields: [
    { name: "email", label: "Email address", type: "email", required: true },
    { name: "phone", label: "Mobile number", type: "tel", required: false },
  ],
  loginStrategies: ["email"],
  defaultLoginStrategy: "email",
  defaultSessionTtlSeconds: 2592000,
  passwordRequirements: {
    minLength: 8,
    minLowerCase: 1,
    minUpperCase: 1,
    minNumber: 1,
    minSymbol: 0,
    excludeUsername: true,
  },
};

describe("platform gateway: one interface over both flavours", () => {
  it.each(["unified", "legacy"] as const)(
    "maps the %s flavour to the domain shape, sending the tenant",
    async (flavour) => {
      const seen: Request[] = [];
      server.use(...platformHandlers(seen));
      useFlavour(flavour);
      const p = platform();
      expect(p.flavour).toBe(flavour);
      await expect(p.getUserConfiguration()).resolves.toEqual(expected);
      await expect(p.getPasswordRequirements()).resolves.toEqual(expected.passwordRequirements);
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.every((r) => r.headers.get("x-tenant-code") === "ashless-gb")).toBe(true);
      const paths = seen.map((r) => new URL(r.url).pathname);
      if (flavour === "unified") expect(paths).toContain("/api/users/configuration");
      else expect(paths).toEqual(expect.arrayContaining(["/configuration", "/password-requirements"]));
    },
  );

  it("caches the configuration for the tenant", async () => {
    const seen: Request[] = [];
    server.use(...platformHandlers(seen));
    useFlavour("unified");
    await platform().getUserConfiguration();
    await platform().getUserConfiguration();
    expect(seen).toHaveLength(1);
  });

  it("names what is missing when a response lacks data", async () => {
    server.use(http.get(`${PLATFORM_URL}/password-requirements`, () => HttpResponse.json({ minLength: 8 })));
    useFlavour("legacy");
    const error = await platform()
      .getPasswordRequirements()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformDataError);
    expect((error as Error).message).toMatch(/password requirements.*minLowerCase/);
  });

  it("reports an unreachable platform as unavailable", async () => {
    server.use(http.get(`${PLATFORM_URL}/api/users/configuration`, () => new HttpResponse(null, { status: 503 })));
    // a time-out shorter than the first retry's wait: one try (the retries are retry.test.ts's)
    process.env.UPSTREAM_TIMEOUT_MS = "500";
    try {
      useFlavour("unified");
      await expect(platform().getUserConfiguration()).rejects.toBeInstanceOf(UpstreamUnavailableError);
    } finally {
      delete process.env.UPSTREAM_TIMEOUT_MS;
    }
  });
});
