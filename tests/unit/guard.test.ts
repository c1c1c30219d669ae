import { describe, expect, it } from "vitest";
import { guard } from "~/.server/responses/guard";
import { UpstreamUnavailableError } from "~/.server/http/errors";

describe("guard", () => {
  it("turns an upstream outage into a 503 response naming the service", async () => {
    const loader = guard(async () => {
      throw new UpstreamUnavailableError("commerce", "connect ECONNREFUSED");
    });
    const thrown = await loader().catch((e: unknown) => e);
    expect(thrown).toMatchObject({ init: { status: 503 }, data: { unavailable: true, service: "commerce" } });
  });

  it("lets other errors through unchanged", async () => {
    const boom = new Error("bug");
    const loader = guard(async () => {
      throw boom;
    });
    await expect(loader()).rejects.toBe(boom);
  });

  it("returns what the wrapped function returns", async () => {
    await expect(guard(async (n: number) => n * 2)(21)).resolves.toBe(42);
  });
});
