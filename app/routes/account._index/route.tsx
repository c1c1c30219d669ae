// /account: greeting, default addresses, latest orders and the way to everything else.
import { Link, useLoaderData } from "@remix-run/react";
import { addressForView } from "~/.server/account/addresses";
import { accountLoader } from "~/.server/account/context";
import { formatDate } from "~/.server/account/format";
import { customerApi, deviceApi, STORE } from "~/.server/account/gateways";
import { statusLabeller } from "~/.server/commerce/order-statuses";
import { accountGateway } from "~/.server/platform/account";
import { byRegistration, deviceItem } from "~/.server/devices/view";
import { DeviceShortList } from "./DeviceShortList";
import { AccountHeading, accountMeta } from "~/components/account/AccountForm";
import { OrderTable } from "~/components/account/OrderTable";
import { AddressView } from "~/components/checkout/AddressView";

export const loader = accountLoader(async ({ user }) => {
  const [profile, addresses, latest, devices, label] = await Promise.all([
    accountGateway().getProfile(user.auth),
    accountGateway().listAddresses(user.auth),
    customerApi().getCustomerOrders(STORE, user.commerceToken, {
      page: 1,
      pageSize: 3,
      sort: "CREATED_AT",
      direction: "DESC",
      status: null,
    }),
    deviceApi().list(user.auth),
    statusLabeller(STORE),
  ]);
  const billing = addresses.find((a) => a.isDefaultBilling);
  const shipping = addresses.find((a) => a.isDefaultShipping);
  return {
    firstname: profile.firstname,
    email: profile.email,
    isPendingEmailVerification: profile.isPendingEmailVerification,
    isAgeVerified: profile.isAgeVerified,
    shipping: shipping ? await addressForView(shipping) : null,
    billing: billing && billing.id !== shipping?.id ? await addressForView(billing) : null,
    sameDefault: Boolean(billing && shipping && billing.id === shipping.id),
    orders: latest.orders.map((o) => ({
      ...o,
      statusLabel: label(o.status, o.statusLabel),
      dateLabel: formatDate(o.date),
    })),
    orderCount: latest.totalCount,
    devices: devices.ok ? byRegistration(devices.value).map(deviceItem) : null,
  };
});

export const meta = accountMeta("Overview", "account-page");
export const handle = { pageName: "account-page" };

const SECTIONS = [
  { to: "/account/orders", label: "Orders", text: "Track, cancel or pay for your orders." },
  {
    to: "/account/information",
    label: "Account information",
    text: "Your name, e-mail address, phone number and date of birth.",
  },
  { to: "/account/address", label: "Addresses", text: "Your delivery and billing addresses." },
  { to: "/account/subscriptions", label: "Subscriptions", text: "Change, pause, resume or cancel your deliveries." },
  { to: "/account/devices", label: "Devices", text: "Register your devices and see their warranty." },
  { to: "/account/payments", label: "Payment cards", text: "Cards you saved at checkout." },
  { to: "/account/age-verification", label: "Age verification", text: "Confirm you are 18 or over, once." },
  { to: "/account/communication", label: "Communication preferences", text: "What we may send you, and how." },
  { to: "/account/change-password", label: "Change password", text: "Keep your account safe." },
];

export default function AccountOverview() {
  const d = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="account-title" className="account-overview">
      <AccountHeading title={d.firstname ? `Hello, ${d.firstname}` : "Your account"}>
        <p>
          You are signed in as <strong>{d.email}</strong>.
        </p>
      </AccountHeading>
      <p className={`notice ${d.isAgeVerified ? "notice--success" : "notice--info"}`}>
        {d.isAgeVerified ? (
          "Your age is verified."
        ) : (
          <>
            Your age is not verified yet. <Link to="/account/age-verification">Verify your age</Link> before your next
            order.
          </>
        )}
      </p>
      {d.isPendingEmailVerification ? (
        <p className="notice notice--info">
          Your new e-mail address is waiting to be confirmed: please open the link we sent you.
        </p>
      ) : null}

      <h2>Latest orders</h2>
      {d.orders.length > 0 ? (
        <>
          <OrderTable orders={d.orders} caption="Your latest orders" />
          <p>
            <Link to="/account/orders">See all {d.orderCount} orders</Link>
          </p>
        </>
      ) : (
        <p>
          You haven't placed an order yet. <Link to="/shop">Visit the shop</Link>.
        </p>
      )}

      <DeviceShortList devices={d.devices} />

      <h2>Default addresses</h2>
      {d.shipping || d.billing ? (
        <div className="account-cards">
          {d.shipping ? (
            <div className="account-card">
              <h3>{d.sameDefault ? "Delivery and billing address" : "Delivery address"}</h3>
              <AddressView address={d.shipping} />
            </div>
          ) : null}
          {d.billing ? (
            <div className="account-card">
              <h3>Billing address</h3>
              <AddressView address={d.billing} />
            </div>
          ) : null}
        </div>
      ) : (
        <p>You have no saved address yet.</p>
      )}
      <p>
        <Link to="/account/address">Manage your addresses</Link>
      </p>

      <h2>Your account</h2>
      <ul className="account-sections">
        {SECTIONS.map((s) => (
          <li key={s.to}>
            <Link to={s.to}>{s.label}</Link>
            <span className="field__hint"> {s.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
