import { useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * A form's submit button (product.md §2's call-to-action pending state). It names the intent it
 * sends, and while that submit is on its way (with JavaScript) it shows a loader, is announced as
 * unavailable (`aria-disabled`) and ignores a second press, so one press is one submission. It is
 * never `disabled` for being busy: a disabled button's name and value would drop out of the
 * submission, and with scripting off the browser submits as usual (decision 0052).
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
  // formData is there only while a submission is under way (posting, then loading its answer)
  const submitting = pending ?? (!!intent && navigation.formData?.get("intent") === intent);
  return (
    <button
      type="submit"
      className={className}
      name={sendsIntent ? "intent" : undefined}
      value={sendsIntent ? intent : undefined}
      formAction={formAction}
      disabled={disabled}
      aria-disabled={submitting || undefined}
      onClick={submitting ? (e) => e.preventDefault() : undefined}
    >
      {children}
    </button>
  );
}
