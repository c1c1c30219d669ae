import { describe, expect, it } from "vitest";
import { commerceModule } from "../../server/sandbox/commerce";
import { useSandboxModules } from "./sandbox-server";

const sandbox = useSandboxModules([commerceModule]);
const image = async (file: string) => {
  const res = await fetch(`${sandbox.origin}/graphql/media/catalog/product/${file}`);
  return { res, svg: await res.text() };
};

describe("the sandbox's product images", () => {
  it("draws every catalogue image as a picture without words, the kind of product it shows", async () => {
    const files = sandbox.db.prepare("SELECT file FROM catalog_product_media").pluck().all() as string[];
    expect(files.length).toBeGreaterThan(40);
    const drawings = new Map<string, string>();
    for (const file of files) {
      const { res, svg } = await image(file);
      expect(res.headers.get("content-type")).toContain("image/svg+xml");
      // no <text>: a caption in an image costs the browser a font lookup of its own (decision 0024)
      expect(svg).not.toContain("<text");
      expect(svg).toMatch(/^<svg [^>]*aria-label="[^"]+"/);
      drawings.set(file, svg);
    }
    const filters = (svg: string) => (svg.match(/fill="#e9d9b5"/g) ?? []).length; // a pack's filters
    expect(filters(drawings.get("amber-tobacco-sticks-pack-20.svg")!)).toBe(3);
    expect(filters(drawings.get("amber-tobacco-sticks-carton-10.svg")!)).toBe(6);
    expect(filters(drawings.get("ashless-one-device-copper.svg")!)).toBe(0);
    expect(drawings.get("ashless-one-device-copper.svg")).toContain('fill="#b87333"');
    expect(filters(drawings.get("ashless-one-starter-kit.svg")!)).toBe(3);
  });

  it("answers 404 for a file no product uses", async () => {
    expect((await image("nothing-here.svg")).res.status).toBe(404);
  });
});
