import type { ReactNode } from "react";
import type { ButtonIcon, ButtonSize, ButtonTheme, ButtonVariant } from "~/lib/content";

/**
 * product.md §2's call-to-action button: a link (`href`) or a real button; sizes small, medium and
 * large; colours primary and secondary, or the variants tertiary, quaternary, ghost and
 * redirect (a chevron, or an arrow); light and dark themes (dark: for dark backgrounds);
 * disabled; pending (a loader, the control disabled and announced as busy). A link cannot be
 * disabled in HTML, so a disabled or pending link is rendered as text with aria-disabled.
 */

export interface CtaButtonProps {
  children: ReactNode;
  href?: string;
  newTab?: boolean;
  type?: "button" | "submit";
  size?: ButtonSize;
  variant?: ButtonVariant;
  theme?: ButtonTheme;
  /** the redirect variant's icon */
  icon?: ButtonIcon;
  disabled?: boolean;
  pending?: boolean;
  className?: string;
}

export function ctaClassName({
  size = "medium",
  variant = "primary",
  theme = "light",
  icon = "chevron",
}: Pick<CtaButtonProps, "size" | "variant" | "theme" | "icon">): string {
  return [
    "btn",
    `btn--${variant}`,
    size === "medium" ? null : `btn--${size}`,
    theme === "dark" ? "btn--on-dark" : null,
    variant === "redirect" && icon === "arrow" ? "btn--arrow" : null,
  ]
    .filter(Boolean)
    .join(" ");
}

export function CtaButton(props: CtaButtonProps) {
  const { children, href, newTab = false, type = "button", disabled = false, pending = false } = props;
  const className = [ctaClassName(props), props.className].filter(Boolean).join(" ");
  const busy = pending ? { "aria-busy": true } : {};
  const loader = pending ? <span className="visually-hidden"> (working…)</span> : null;
  if (href !== undefined) {
    if (disabled || pending)
      return (
        <span className={className} aria-disabled="true" {...busy}>
          {children}
          {loader}
        </span>
      );
    return (
      <a className={className} href={href} {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
        {children}
        {newTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
      </a>
    );
  }
  return (
    <button type={type} className={className} disabled={disabled || pending} {...busy}>
      {children}
      {loader}
    </button>
  );
}
