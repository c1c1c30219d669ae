// The confirmation page's offer to register the devices of the order just placed (product.md §6).
import { useLocation } from "@remix-run/react";
import { DeviceCodeForm } from "~/components/account/DeviceForms";
import { DeviceActionNotice } from "~/components/account/DeviceNotice";

export function OrderDeviceRegistration() {
  const { pathname } = useLocation();
  return (
    <section className="account-panel" aria-labelledby="device-registration-title">
      <h2 id="device-registration-title">Register your device</h2>
      <p>
        Your order includes a device. Register it now with the code from the card in its box to keep its warranty
        details with your order. You can also do it later from your account.
      </p>
      <DeviceActionNotice intents={["register-device"]} closeHref={pathname} />
      <DeviceCodeForm intent="register-device" submit="Register device" />
    </section>
  );
}
