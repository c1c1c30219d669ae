import type { CartAddress } from "~/lib/models/checkout";
import { addressLines } from "~/lib/address";

/** An address as the shopper would write it on an envelope. */
export function AddressView({ address }: { address: CartAddress }) {
  const lines = addressLines(address);
  return (
    <address className="address-view">
      {lines.map((l, i) => (
        <span key={i}>
          {l}
          <br />
        </span>
      ))}
    </address>
  );
}
