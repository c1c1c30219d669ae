import { PostForm } from "~/components/forms/PostForm";
import type { ReactNode } from "react";

/**
 * "Log out": a POST (never a link, so no prefetch or image can sign anyone out) to /logout
 * with the logout intent, as a full page load so nothing of the signed-in page stays in the
 * browser's memory.
 */
export function LogoutForm({
  className,
  buttonClassName = "btn btn--small btn--secondary",
  children = "Log out",
}: {
  className?: string;
  buttonClassName?: string;
  children?: ReactNode;
}) {
  return (
    <PostForm intent="logout" action="/logout" reloadDocument className={className}>
      <button type="submit" className={buttonClassName}>
        {children}
      </button>
    </PostForm>
  );
}
