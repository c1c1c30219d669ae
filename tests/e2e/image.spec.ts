import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";
import { test } from "./support";
import { ROOT, startSandbox, startStorefront, stop } from "./processes";

// The production image holds only what the Dockerfile's runtime stage copies. This assembles
// exactly those paths (read from the Dockerfile, so the two cannot drift apart), starts its
// command with NODE_ENV=production against a sandbox, and uses the shop.
function runtimeStage() {
  const dockerfile = fs.readFileSync(path.join(ROOT, "Dockerfile"), "utf8");
  const stage = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));
  const copies = [...stage.matchAll(/^COPY --from=build \S* ?\/app\/(\S+) \.\/(\S*)$/gm)].map((m) => m[1]);
  const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(stage)![1]) as string[];
  return { copies, cmd };
}

test("the production image's files start and serve the shop", async ({ request }) => {
  test.setTimeout(120_000);
  const { copies, cmd } = runtimeStage();
  expect(copies).toContain("build");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ashless-image-"));
  const sandbox = await startSandbox(path.join(dir, "sandbox-data"));
  let shop: Awaited<ReturnType<typeof startStorefront>> | undefined;
  try {
    for (const item of copies) {
      // node_modules is linked rather than copied (the image's is the same, pruned of dev tools)
      if (item === "node_modules") fs.symlinkSync(path.join(ROOT, item), path.join(dir, item));
      else fs.cpSync(path.join(ROOT, item), path.join(dir, item), { recursive: true });
    }
    shop = await startStorefront(sandbox.origin, { cwd: dir, command: cmd });
    const { origin } = shop;
    expect((await request.get(`${origin}/readyz`)).status()).toBe(200);
    const home = await request.get(`${origin}/`);
    expect(home.status()).toBe(200);
    const product = await request.get(`${origin}/shop/accessories/ashless-usb-c-charging-cable`);
    expect(product.status()).toBe(200);
    const productPage = await product.text();
    expect(productPage).toContain("Ashless USB-C Charging Cable");
    // hashed assets come from the copied build, cached for a year (the stylesheet is in the
    // page itself, decision 0028; the product page's scripts are files)
    const script = /"(\/assets\/[^"]+\.js)"/.exec(productPage)?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(`${origin}${script}`);
    expect(asset.status()).toBe(200);
    expect(asset.headers()["cache-control"]).toContain("immutable");
  } finally {
    if (shop) await stop(shop.child);
    await stop(sandbox.child);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
