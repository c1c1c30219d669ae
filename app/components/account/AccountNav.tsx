// The account area's own navigation. "Log out" is the header's, on every page, so a phone shows
// it once.
import { NavLink } from "@remix-run/react";

// `unified`: on the unified backend only, complaints (decision 0065) and deactivation (product.md §4)
const LINKS = [
  { to: "/account", label: "Overview", end: true },
  { to: "/account/orders", label: "Orders" },
  { to: "/account/returns", label: "Returns" },
  { to: "/account/downloads", label: "Downloads" },
  { to: "/account/wishlist", label: "Wishlist" },
  { to: "/account/information", label: "Account information" },
  { to: "/account/address", label: "Addresses" },
  { to: "/account/subscriptions", label: "Subscriptions" },
  { to: "/club", label: "The club" },
  { to: "/account/coupons", label: "Coupons" },
  { to: "/account/pack-codes", label: "Pack codes" },
  { to: "/account/devices", label: "Devices" },
  { to: "/account/payments", label: "Payment cards" },
  { to: "/account/age-verification", label: "Age verification" },
  { to: "/account/communication", label: "Communication preferences" },
  { to: "/account/notifications", label: "Notifications" },
  { to: "/account/change-password", label: "Change password" },
  { to: "/account/complaints", label: "Complaints", unified: true },
  { to: "/account/privacy-request", label: "Your data and privacy" },
  { to: "/account/cancel-account", label: "Cancel account" },
  { to: "/account/deactivate", label: "Deactivate account", unified: true },
];

export function AccountNav({ unified }: { unified: boolean }) {
  const links = LINKS.filter((l) => unified || !("unified" in l));
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
    </nav>
  );
}
