import { useSubmit } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { usePostForm } from "~/components/forms/usePostForm";
import { PUSH_OFF, PUSH_ON } from "./intents";

const pushSupported = () => "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

/**
 * "Turn on notifications": the browser asks the shopper, subscribes with its push service
 * (through /push-sw.js, which shows what arrives) and the subscription goes to the action. Only a
 * script can do this, so before hydration (and without scripting) the page says what it needs.
 */
export function TurnOn({ publicKey }: { publicKey: string }) {
  const hydrated = useHydrated();
  const [form] = usePostForm(PUSH_ON, {});
  const submit = useSubmit();
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);
  if (!hydrated) return <p>Turning notifications on needs JavaScript, which this browser is not running.</p>;
  if (!pushSupported()) return <p>This browser can’t show notifications from websites.</p>;

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem("");
    try {
      const permission = await Notification.requestPermission();
      if (permission !== "granted") {
        setProblem(
          permission === "denied"
            ? "Notifications are blocked for this site in your browser’s settings. Allow them there, then try again."
            : "You didn’t allow notifications, so they are still off.",
        );
        return;
      }
      const registration = await navigator.serviceWorker.register("/push-sw.js");
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
      submit({ intent: PUSH_ON, token: JSON.stringify(subscription) }, { method: "post" });
    } catch {
      setProblem("Your browser could not turn notifications on. Please try again later.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <PostForm form={form} intent={PUSH_ON} className="account-form" onSubmit={subscribe}>
      <SubmitButton intent={PUSH_ON} className="btn btn--primary">
        Turn on notifications
      </SubmitButton>
      {/* the live region is there before it speaks; its warning style only once it does */}
      <p className={problem ? "field__error" : undefined} role="status">
        {problem}
      </p>
    </PostForm>
  );
}

/**
 * "Turn off notifications": a plain POST (the server removes the registration it kept); with
 * scripting, the browser's own subscription is dropped first, so nothing can arrive any more.
 */
export function TurnOff() {
  const [form] = usePostForm(PUSH_OFF, {});
  const submit = useSubmit();
  async function unsubscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = event.currentTarget;
    try {
      const registration = await navigator.serviceWorker?.getRegistration("/");
      await (await registration?.pushManager.getSubscription())?.unsubscribe();
    } catch {
      // the server's removal still stops the platform sending
    }
    submit(target, { method: "post" });
  }
  return (
    <PostForm form={form} intent={PUSH_OFF} className="account-form" onSubmit={unsubscribe}>
      <SubmitButton intent={PUSH_OFF} className="btn btn--secondary account-form__danger">
        Turn off notifications
      </SubmitButton>
    </PostForm>
  );
}
