/**
 * Only same-site paths may be redirected to after sign-in: "/account/orders" yes;
 * "//evil.example", "https://evil.example", "/\\evil" and anything odd fall back.
 *
 * What is checked is the path returned, after normalisation: "/.//evil.example" and
 * "/%2e%2e//evil.example" normalise to "//evil.example", which a browser reads as another site.
 * Its percent-decoded form is checked too, for a proxy or router that decodes before it routes.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2000) return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  // control characters are exactly what this looks for (header splitting, hidden redirects)
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(to)) return fallback;
  try {
    const url = new URL(to, "http://local.invalid");
    if (url.origin !== "http://local.invalid") return fallback;
    if (leavesTheSite(url.pathname)) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

const OTHER_HOST = /^\/[/\\]/;

function leavesTheSite(pathname: string): boolean {
  if (OTHER_HOST.test(pathname)) return true;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(decoded)) return true;
  const again = new URL(decoded.replaceAll("\\", "/"), "http://local.invalid");
  return again.origin !== "http://local.invalid" || OTHER_HOST.test(again.pathname) || OTHER_HOST.test(decoded);
}

/** Where signing in or registering goes on to when the page was not opened from elsewhere. */
export const SIGNED_IN_TARGET = "/account";
