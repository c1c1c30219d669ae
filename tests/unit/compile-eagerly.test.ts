import { describe, expect, it } from "vitest";
import type { ConfigEnv } from "vite";
import { compileEagerly } from "../../scripts/vite/compile-eagerly";

type Hook = (this: unknown, options: unknown, bundle: Record<string, { type: string; code?: string }>) => void;
type Apply = (config: unknown, env: ConfigEnv) => boolean;

describe("compileEagerly", () => {
  it("starts every browser chunk with V8's compile hint, once, and leaves assets alone", () => {
    const bundle = {
      "a.js": { type: "chunk", code: "export const a = () => 1;" },
      "b.js": { type: "chunk", code: "//# allFunctionsCalledOnLoad\nexport {};" },
      "c.css": { type: "asset", source: "p{}" },
    };
    (compileEagerly().generateBundle as Hook).call({}, {}, bundle);
    expect(bundle["a.js"].code).toBe("//# allFunctionsCalledOnLoad\nexport const a = () => 1;");
    expect(bundle["b.js"].code).toBe("//# allFunctionsCalledOnLoad\nexport {};");
    expect(bundle["c.css"].source).toBe("p{}");
  });

  it("applies to the browser's build only", () => {
    const apply = compileEagerly().apply as Apply;
    expect(apply({}, { command: "build", mode: "production", isSsrBuild: false })).toBe(true);
    expect(apply({}, { command: "build", mode: "production", isSsrBuild: true })).toBe(false);
    expect(apply({}, { command: "serve", mode: "development" })).toBe(false);
  });
});
