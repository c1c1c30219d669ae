// Old bookmarks and e-mails link to the single-page account area's hash routes
// (product.md §2: /account#/orders, #/address/12 …). With scripting on, the account layout
// sends them to the real pages. The server never sees a fragment, so without scripting
// such a link simply opens the account overview, which links to every page.

/** Exact hash routes with a real page (table of product.md §2). */
const EXACT: Record<string, string> = {
  account: "/account/information",
  payments: "/account/payments",
  subscription: "/account/subscriptions",
  devices: "/account/devices",
  communication: "/account/communication",
  "change-password": "/account/change-password",
  "update-phone": "/account/update-phone",
  "update-personal-details": "/account/update-personal-details",
  checkout: "/checkout",
  "trial/checkout": "/trial/checkout",
  register: "/register",
  "age-verification": "/account/age-verification",
};

/** "orders…" and "address…" are prefixes: deeper hash paths map onto deeper pages. */
const PREFIXES: [string, string][] = [
  ["orders", "/account/orders"],
  ["address", "/account/address"],
];

const SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The path an old hash link stands for, or null when it should do nothing: the empty
 * route, "#/" and "#/login" (product.md §2), and routes whose pages this shop doesn't have.
 */
export function pathForHash(hash: string): string | null {
  const route = hash.replace(/^#/, "").replace(/^\/+/, "").split(/[?#]/)[0].replace(/\/+$/, "");
  if (route === "" || route === "login") return null;
  if (EXACT[route]) return EXACT[route];
  for (const [prefix, path] of PREFIXES) {
    if (route === prefix) return path;
    if (route.startsWith(`${prefix}/`)) {
      // anything else after the first segment (legacy /set-default-… paths) lands on the list
      const [id] = route.slice(prefix.length + 1).split("/");
      return SEGMENT.test(id) ? `${path}/${encodeURIComponent(id)}` : path;
    }
    // "orders-history", "addresses": product.md says "anything starting with" the name
    if (route.startsWith(prefix)) return path;
  }
  return null;
}
