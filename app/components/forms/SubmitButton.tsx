import { useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * A form's submit button. It names the intent it sends, and while that submit is on its way
 * (with JavaScript) it shows a spinner and says it is busy; it never disables itself, so a
 * shopper whose request stalls can press it again.
 */
export function SubmitButton({
  intent,
  children,
  className = "btn btn--primary",
  pending,
  formAction,
  sendsIntent = false,
  disabled = false,
}: {
  /** only for what cannot be done at all (out of stock); never for "busy" */
  disabled?: boolean;
  /** the intent this button's submit carries: its pending state follows that submit */
  intent?: string;
  /** a form with several buttons (update / remove): the button itself sends `intent` */
  sendsIntent?: boolean;
  children: ReactNode;
  className?: string;
  /** a fetcher's own state; by default, whether a page submit with this intent is under way */
  pending?: boolean;
  formAction?: string;
}) {
  const navigation = useNavigation();
  const submitting =
    pending ?? (navigation.state !== "idle" && intent !== undefined && navigation.formData?.get("intent") === intent);
  return (
    <button
      type="submit"
      className={className}
      name={sendsIntent ? "intent" : undefined}
      value={sendsIntent ? intent : undefined}
      formAction={formAction}
      disabled={disabled || undefined}
      data-pending={submitting || undefined}
      aria-busy={submitting || undefined}
    >
      {children}
    </button>
  );
}
