import { describe, expect, it } from "vitest";
import { compileEagerly } from "../../scripts/vite/compile-eagerly";

type Hook = (this: unknown, options: unknown, bundle: Record<string, { type: string; code?: string }>) => void;

function run(ssr: boolean, bundle: Record<string, { type: string; code?: string; source?: string }>) {
  const plugin = compileEagerly();
  (plugin.configResolved as (c: unknown) => void)({ build: { ssr } });
  (plugin.generateBundle as Hook).call({}, {}, bundle);
  return bundle;
}

describe("compileEagerly", () => {
  it("starts every browser chunk with V8's compile hint, once, and leaves assets alone", () => {
    const bundle = run(false, {
      "a.js": { type: "chunk", code: "export const a = () => 1;" },
      "b.js": { type: "chunk", code: "//# allFunctionsCalledOnLoad\nexport {};" },
      "c.css": { type: "asset", source: "p{}" },
    });
    expect(bundle["a.js"].code).toBe("//# allFunctionsCalledOnLoad\nexport const a = () => 1;");
    expect(bundle["b.js"].code).toBe("//# allFunctionsCalledOnLoad\nexport {};");
    expect(bundle["c.css"].source).toBe("p{}");
  });

  it("leaves the server bundle alone", () => {
    const bundle = run(true, { "index.js": { type: "chunk", code: "export {};" } });
    expect(bundle["index.js"].code).toBe("export {};");
  });
});
