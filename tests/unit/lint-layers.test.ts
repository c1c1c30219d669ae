import { describe, expect, it } from "vitest";
import { ruleLinter } from "../support/lint-rule";
import layers from "../../scripts/eslint/layers.js";

// The layering rule sees where every import points, dynamic `import()` included.
const lint = ruleLinter("layers", layers, "import-boundaries");

describe("the layers rule", () => {
  it("refuses server code and zod in browser code, types allowed", () => {
    expect(lint("app/components/cart/X.tsx", `import { guard } from "~/.server/responses/guard";`)).toHaveLength(1);
    expect(lint("app/components/cart/X.tsx", `import type { Cart } from "~/.server/cart/view";`)).toEqual([]);
    expect(lint("app/routes/cart/CartView.tsx", `import { loadCart } from "./cart.server";`)).toHaveLength(1);
    expect(lint("app/routes/cart/CartView.tsx", `import type { CartData } from "./cart.server";`)).toEqual([]);
    expect(lint("app/components/forms/X.tsx", `import { loginSchema } from "~/lib/schemas/auth";`)).toHaveLength(1);
  });

  it("lets a route module and its server files use server code", () => {
    expect(lint("app/routes/cart/route.tsx", `import { loadCart } from "./cart.server";`)).toEqual([]);
    expect(lint("app/routes/cart/cart.server.ts", `import { guard } from "~/.server/responses/guard";`)).toEqual([]);
  });

  it("keeps each route folder private", () => {
    expect(lint("app/routes/cart/route.tsx", `import { X } from "../checkout.delivery/DeliveryStep";`)).toHaveLength(1);
    expect(lint("app/components/cart/X.tsx", `import { X } from "~/routes/login/route";`)).toHaveLength(1);
    expect(lint("app/routes/cart/route.tsx", `import { CartLine } from "./CartLine";`)).toEqual([]);
  });

  it("sees dynamic imports and re-exports", () => {
    expect(lint("app/components/cart/X.tsx", `const m = () => import("~/.server/config");`)).toHaveLength(1);
    expect(lint("app/lib/x.ts", 'export { config } from "~/.server/config";')).toHaveLength(1);
    expect(lint("app/.server/x.ts", "const m = () => import(`~/components/cart/CartLine`);")).toHaveLength(1);
  });
});
