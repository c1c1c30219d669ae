// /order-status's page as the server renders it after a refused "A device from this order"
// (product.md §6): what the shopper cannot fix by correcting the code (the device service failing,
// not accepting the request) is a notice over the form, never a page that changed nothing silently.
import type { ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { deviceNotice } from "~/lib/device-notices";

const page = vi.hoisted(() => ({ loaderData: null as unknown, actionData: undefined as unknown }));

// the page outside a Remix router: its data as the route would pass it, links and forms as plain markup
vi.mock("@remix-run/react", () => ({
  Form: (props: ComponentProps<"form">) => <form {...props} />,
  Link: ({ to, children, ...props }: ComponentProps<"a"> & { to: string }) => (
    <a href={to} {...props}>
      {children}
    </a>
  ),
  useLoaderData: () => page.loaderData,
  useActionData: () => page.actionData,
  useNavigation: () => ({ state: "idle", formData: undefined }),
  // the root loader's formats: the order's totals are written with commerce's symbol
  useRouteLoaderData: (id: string) =>
    id === "root" ? { money: { GBP: moneyFormat("en-GB", "GBP", "£") } } : undefined,
}));

const { moneyFormat } = await import("~/.server/commerce/money");
const { default: OrderStatus } = await import("~/routes/order-status/route");

const ORDER = {
  number: "000000321",
  dateLabel: "1 November 2026",
  statusLabel: "Received",
  orderDate: "2026-11-01",
  status: "pending",
  email: "ada@example.com",
  items: [],
  totals: {
    subtotal: { value: 20, currency: "GBP" },
    shipping: { value: 0, currency: "GBP" },
    discounts: [],
    taxes: [],
    grandTotal: { value: 20, currency: "GBP" },
  },
  shippingAddress: null,
  billingAddress: null,
  shippingMethod: null,
  paymentMethod: null,
};

const refused = (detail?: unknown, error: Record<string, string[]> = {}) => ({
  intent: "unassign-device",
  result: { status: "error", initialValue: { intent: "unassign-device", code: "ASHONE0001" }, error },
  ...(detail ? { detail } : {}),
});

function render(actionData: unknown) {
  page.loaderData = { order: ORDER, hasDevice: true, number: "" };
  page.actionData = actionData;
  return renderToStaticMarkup(<OrderStatus />);
}

describe("/order-status: a device from this order", () => {
  it("shows the device service's notice when it fails, with the code kept", () => {
    const html = render(refused(deviceNotice(500)));
    expect(html).toContain("Something went wrong on our side");
    expect(html).toContain('value="ASHONE0001"');
  });

  it("shows a refused code beside the field, without a notice", () => {
    const html = render(refused(undefined, { code: ["No device with this code is registered with order 000000321."] }));
    expect(html).toMatch(/aria-invalid="true"/);
    expect(html).not.toContain("device-notice");
  });
});
