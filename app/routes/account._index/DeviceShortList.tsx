// The account overview's devices: name, colour and warranty of each, and the way to the page.
import { Link } from "@remix-run/react";
import type { DeviceFacts } from "~/components/account/DeviceForms";

export function DeviceShortList({ devices }: { devices: DeviceFacts[] | null }) {
  return (
    <>
      <h2>Your devices</h2>
      {devices === null ? (
        <p>We can&rsquo;t show your devices right now.</p>
      ) : devices.length === 0 ? (
        <p>You haven&rsquo;t registered a device yet.</p>
      ) : (
        <ul className="account-devices">
          {devices.map((d) => (
            <li key={d.code}>
              <strong>{d.name}</strong>, {d.colour}
              {d.virtual ? null : <span className="field__hint"> (warranty until {d.warrantyUntil})</span>}
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/account/devices">{devices && devices.length > 0 ? "Manage your devices" : "Register a device"}</Link>
      </p>
    </>
  );
}
