// The account area's own navigation. "Log out" is a plain POST form (no JavaScript
// needed) to the identity engineer's /logout action, with a full page load so nothing
// of the signed-in page stays in the browser's memory.
import { NavLink } from "@remix-run/react";

const LINKS = [
  { to: "/account", label: "Overview", end: true },
  { to: "/account/orders", label: "Orders" },
  { to: "/account/information", label: "Account information" },
  { to: "/account/address", label: "Addresses" },
  { to: "/account/payments", label: "Payment cards" },
  { to: "/account/communication", label: "Communication preferences" },
  { to: "/account/change-password", label: "Change password" },
  { to: "/account/cancel-account", label: "Cancel account" },
];

export function AccountNav({ canDeactivate }: { canDeactivate: boolean }) {
  // Deactivation exists on the unified backend only (SPEC §4).
  const links = canDeactivate ? [...LINKS, { to: "/account/deactivate", label: "Deactivate account" }] : LINKS;
  return (
    <nav aria-label="Your account" className="account-nav">
      <ul>
        {links.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} end={"end" in l ? l.end : false} prefetch="intent">
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <form method="post" action="/logout" className="account-nav__logout">
        <input type="hidden" name="intent" value="logout" />
        <button type="submit" className="btn btn--secondary btn--small">
          Log out
        </button>
      </form>
    </nav>
  );
}
