import type { CSSProperties } from "react";
import { DataTable } from "~/components/account/DataTable";
import type { StoreFacts } from "~/lib/models/store-facts";

const WIDTH = { "--cb-max": "760px" } as CSSProperties;

/** The delivery methods with their amounts written on the server (the page ships no scripts). */
export type DeliveryView = {
  methods: (Omit<StoreFacts["delivery"]["methods"][number], "price" | "minimumSubtotal"> & {
    price: string;
    minimumSubtotal: string | null;
  })[];
};

/** The store's delivery methods: what the checkout offers, with the same words and prices. */
export function DeliveryMethods({ delivery }: { delivery: DeliveryView }) {
  if (delivery.methods.length === 0) return null;
  return (
    <div className="cb-section" style={WIDTH}>
      <h2>Delivery methods and prices</h2>
      <DataTable caption="Delivery methods and prices" columns={["Method", "Price", "Delivery time"]}>
        {delivery.methods.map((m) => (
          <tr key={m.key}>
            <td>
              {m.title}
              {m.carrier ? ` (${m.carrier})` : null}
            </td>
            <td>
              {m.price}
              {m.minimumSubtotal ? ` on orders of ${m.minimumSubtotal} or more` : null}
            </td>
            <td>
              {m.deliveryTime ?? "—"}
              {m.forSubscriptions ? null : " (not for orders with a subscription)"}
            </td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
