// product.md §8's device notice, for what the shopper cannot fix by correcting the code: its title
// by the service's status, a message a shopper can act on, and, when the notice says so, the "try
// later" action (which closes the notice; the code typed stays in the form below until then).
import { Link, useActionData } from "@remix-run/react";
import { isFormReply } from "~/lib/form-kit";
import type { DeviceNotice as Notice } from "~/lib/device-notices";

export function DeviceNoticeView({ notice, closeHref }: { notice: Notice; closeHref: string }) {
  return (
    <div className="notice notice--error device-notice" role="alert" aria-labelledby="device-notice-title">
      <h2 id="device-notice-title" className="h3">
        {notice.title}
      </h2>
      <p>{notice.message}</p>
      {notice.tryLater ? (
        <p>
          <Link to={closeHref} className="btn btn--secondary btn--small">
            Try later
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/** The notice of the last refused submit of one of `intents`, if any. */
export function useDeviceNotice(intents: string[]): Notice | null {
  const data = useActionData();
  return isFormReply(data) && intents.includes(data.intent) && data.detail ? (data.detail as Notice) : null;
}

/** The notice of the last refused submit, else `fallback` (the page's own, if any). */
export function DeviceActionNotice({
  intents,
  closeHref,
  fallback = null,
}: {
  intents: string[];
  closeHref: string;
  fallback?: Notice | null;
}) {
  const notice = useDeviceNotice(intents) ?? fallback;
  return notice ? <DeviceNoticeView notice={notice} closeHref={closeHref} /> : null;
}
