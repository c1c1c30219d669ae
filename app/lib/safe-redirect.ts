/**
 * Only same-site paths may be redirected to after sign-in: "/account/orders" yes;
 * "//evil.example", "https://evil.example", "/\\evil" and anything odd fall back.
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
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
