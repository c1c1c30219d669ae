import type { CartAddress } from "~/.server/commerce/checkout-types";

let regionNames: Intl.DisplayNames | null | undefined;

/** "GB" → "United Kingdom" (falls back to the code where Intl.DisplayNames is missing). */
function countryName(code: string): string {
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(["en-GB"], { type: "region" });
    } catch {
      regionNames = null;
    }
  }
  try {
    return regionNames?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** An address as the shopper would write it on an envelope. */
export function AddressView({ address }: { address: CartAddress }) {
  const lines = [
    [address.firstname, address.lastname].filter(Boolean).join(" "),
    address.company,
    [address.street[0], address.street[1]].filter(Boolean).join(" "),
    address.street[2],
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
