import type { CartAddress } from "~/lib/models/checkout";
import { countryName, streetLines } from "~/lib/address";

/** An address as the shopper would write it on an envelope. */
export function AddressView({ address }: { address: CartAddress }) {
  const lines = [
    address.isPickupAddress && address.pickupInformation
      ? `Collect from ${address.pickupInformation.storeName || address.pickupInformation.storeId}`
      : null,
    [address.firstname, address.lastname].filter(Boolean).join(" "),
    address.company,
    ...streetLines(address.street, address.countryCode),
    address.city,
    address.region?.region,
    address.postcode,
    countryName(address.countryCode),
    address.telephone,
  ].filter((l): l is string => Boolean(l && l.trim()));
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
