import { Form, Link, NavLink } from "@remix-run/react";
import { LogoutForm } from "~/components/auth/LogoutForm";
import type { Layout } from "~/.server/document/layout";
import { NavTeaser } from "./NavTeaser";
import { CartIcon, LogoMark } from "./Icons";

export type HeaderData = Layout;

const FALLBACK_LINKS = [
  { label: "Shop all", href: "/shop" },
  { label: "FAQ", href: "/faq" },
  { label: "Stores", href: "/stores" },
];

/** Signed in: a greeting that leads to the account and a logout button (POST, never a link). */
function AccountLinks({ data }: { data?: HeaderData }) {
  if (!data?.signedIn) {
    return (
      <Link to="/login" className="account-link">
        Log in
      </Link>
    );
  }
  return (
    <>
      <Link to="/account" className="account-link">
        {data.customerName ? `Hi, ${data.customerName}` : "Your account"}
      </Link>
      <LogoutForm className="logout-form" />
    </>
  );
}

/** The logo, the search form, the cart link and the account links: one element. */
function HeaderBar({ data }: { data?: HeaderData }) {
  const count = data?.cartCount ?? 0;
  return (
    <div className="site-header__bar">
      <Link to="/" className="logo" aria-label="Ashless home">
        <LogoMark />
        <span>Ashless</span>
      </Link>
      <Form method="get" action="/search" role="search" aria-label="Site" className="search">
        <label htmlFor="site-search" className="visually-hidden">
          Search products, FAQs and articles
        </label>
        <input id="site-search" name="q" type="search" placeholder="Search the shop" autoComplete="off" />
        <button type="submit" className="btn btn--small btn--secondary">
          Search
        </button>
      </Form>
      {/* The name starts with what is shown ("Cart 2"), so voice control finds it (WCAG 2.5.3). */}
      <Link to="/cart" className="cart-link">
        <CartIcon />
        <span>Cart</span> <span className="cart-link__count">{count}</span>
        <span className="visually-hidden"> {count === 1 ? "item" : "items"}</span>
      </Link>{" "}
      <AccountLinks data={data} />
    </div>
  );
}

/** The main menu and its product teaser. */
function MainNav({ nav }: { nav?: HeaderData["navigation"] }) {
  const links = nav?.links?.length ? nav.links : FALLBACK_LINKS;
  return (
    <nav aria-label="Main" className="site-nav">
      <ul>
        {links.map((l) => (
          <li key={l.href}>
            <NavLink to={l.href} prefetch="intent">
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
      {nav?.teaser ? <NavTeaser teaser={nav.teaser} /> : null}
    </nav>
  );
}

/**
 * A route's choice of header (`export const handle: HeaderHandle`); the deepest route that says
 * decides. "checkout": the logo and the way back to the cart only, as the best checkouts do.
 */
export type HeaderHandle = { header: "full" | "checkout" };

/** The site's header; in the checkout's steps, only the logo and the way back to `back`. */
export function Header({ data, checkout }: { data?: HeaderData; checkout?: { back: string; label: string } }) {
  if (checkout)
    return (
      <header className="site-header">
        <div className="site-header__bar">
          <Link to="/" className="logo" aria-label="Ashless home">
            <LogoMark />
            <span>Ashless</span>
          </Link>
          <Link to={checkout.back} className="cart-link">
            <span aria-hidden="true">‹</span> {checkout.label}
          </Link>
        </div>
      </header>
    );
  return (
    <header className="site-header">
      <HeaderBar data={data} />
      <MainNav nav={data?.navigation} />
    </header>
  );
}
