// /account/notifications: notifications about orders and deliveries in this browser (product.md
// §7 messaging push; decision 0068). Turning them on needs the browser's push service, which only
// a script can reach: without scripting the page says so, and "Turn off" is a plain POST.
import { useLoaderData } from "@remix-run/react";
import { accountAction, accountLoader } from "~/.server/account/context";
import { AccountPage, accountMeta } from "~/components/account/AccountForm";
import { PUSH_OFF, PUSH_ON } from "./intents";
import { notificationsData, turnOff, turnOn } from "./notifications.server";
import { TurnOff, TurnOn } from "./PushForms";

export const loader = accountLoader(async ({ user }) => notificationsData(user));

export const action = accountAction({ [PUSH_ON]: turnOn, [PUSH_OFF]: turnOff });

export const meta = accountMeta("Notifications", "communication-preferences");
export const handle = {
  pageName: "communication-preferences",
  breadcrumbs: () => [
    { label: "Communication preferences", href: "/account/communication" },
    { label: "Notifications", href: "/account/notifications" },
  ],
};

export default function Notifications() {
  const { publicKey, on } = useLoaderData<typeof loader>();
  return (
    <AccountPage
      title="Notifications"
      intro={<p>We can tell you in this browser when an order is on its way, and when a delivery is near.</p>}
    >
      {on ? (
        <>
          <p>Notifications are on for this browser.</p>
          <TurnOff />
        </>
      ) : publicKey ? (
        <TurnOn publicKey={publicKey} />
      ) : (
        <p>We don’t send notifications at the moment.</p>
      )}
    </AccountPage>
  );
}
