// Usage: tsx scripts/screenshot.ts <url> <out.png> [--no-js] [--mobile]
// Looks at a page as a person would, with Debian's chromium.
import { chromium } from "@playwright/test";

const [url, out] = process.argv.slice(2);
const noJs = process.argv.includes("--no-js");
const mobile = process.argv.includes("--mobile");
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage({
  javaScriptEnabled: !noJs,
  viewport: mobile ? { width: 390, height: 844 } : { width: 1280, height: 900 },
});
await page.goto(url, { waitUntil: "networkidle" });
await page.screenshot({ path: out, fullPage: true });
await browser.close();
