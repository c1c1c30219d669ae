import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { RouteError } from "~/components/layout/ErrorPage";

/**
 * A child route's error shown inside the account area (the sub-navigation stays), e.g. an
 * order that doesn't exist or isn't the shopper's (ORDER_NOT_FOUND, product.md §8) as a 404.
 */
export function AccountErrorBoundary({
  notFound,
}: {
  notFound: { title: string; body: string; back: { href: string; label: string } };
}) {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section aria-labelledby="account-title" className="error-page">
        <h1 id="account-title">{notFound.title}</h1>
        <p>{notFound.body}</p>
        <p>
          <Link to={notFound.back.href}>{notFound.back.label}</Link>
        </p>
      </section>
    );
  }
  return <RouteError />;
}

/** The error boundary of an order's pages: an unknown order, or someone else's, reads as not found. */
export function OrderErrorBoundary() {
  return (
    <AccountErrorBoundary
      notFound={{
        title: "Order not found",
        body: "We couldn't find this order in your account. Check the order number in your confirmation e-mail.",
        back: { href: "/account/orders", label: "Back to your orders" },
      }}
    />
  );
}

/** The error boundary of a page one platform flavour doesn't offer (404 there): what to do instead. */
export function unavailableHere(body: string, back = { href: "/account", label: "Back to your account" }) {
  return function ErrorBoundary() {
    return <AccountErrorBoundary notFound={{ title: "Page not found", body, back }} />;
  };
}
