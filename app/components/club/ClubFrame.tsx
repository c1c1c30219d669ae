// The club's frame: its own navigation beside the page (like the account area's), shared by
// /club/* and /referral.
import { NavLink } from "@remix-run/react";
import type { ReactNode } from "react";

const LINKS = [
  { to: "/club", label: "Overview", end: true },
  { to: "/club/rewards", label: "Rewards" },
  { to: "/club/history", label: "Points history" },
  { to: "/club/pack-codes", label: "Pack codes" },
  { to: "/club/articles", label: "Articles" },
  { to: "/club/surveys", label: "Surveys" },
  { to: "/club/quizzes", label: "Quizzes" },
  { to: "/club/contests", label: "Contests" },
  { to: "/referral", label: "Refer a friend" },
  { to: "/account", label: "Your account", end: true },
];

export function ClubFrame({ children }: { children: ReactNode }) {
  return (
    <div className="account">
      <nav aria-label="The club" className="account-nav">
        <ul>
          {LINKS.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} end={l.end ?? false} prefetch="intent">
                {l.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="account__content">{children}</div>
    </div>
  );
}

/** product.md §8: the page still renders, saying the club is unavailable. */
export function ClubUnavailable({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="notice notice--error" role="alert">
      {message}
    </p>
  );
}
