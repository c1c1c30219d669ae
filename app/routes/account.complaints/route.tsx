// /account/complaints: the customer's complaints and where each stands (product.md §7 Users,
// GET /api/users/{uuid}/complaints). Customer service opens and moves the cases; the page only
// shows them. The legacy platform keeps none: there the page does not exist (404) and the
// navigation doesn't offer it (decision 0065).
import { Link, useLoaderData } from "@remix-run/react";
import { accountLoader, notFound } from "~/.server/account/context";
import { formatDate } from "~/.server/account/format";
import { accountGateway } from "~/.server/platform/account";
import { unavailableHere } from "~/components/account/AccountError";
import { AccountPage, accountMeta } from "~/components/account/AccountForm";
import type { ComplaintStatus } from "~/lib/models/account";

const STATUS_LABELS: Record<ComplaintStatus, string> = {
  open: "Received",
  in_progress: "Being looked into",
  resolved: "Resolved",
  closed: "Closed",
};

export const loader = accountLoader(async ({ user, request }) => {
  const complaints = await accountGateway({ signal: request.signal }).getComplaints(user.auth);
  if (!complaints) notFound();
  return {
    complaints: complaints.map((c) => ({
      reference: c.reference,
      subject: c.subject,
      orderNumber: c.orderNumber,
      status: c.status,
      statusLabel: STATUS_LABELS[c.status],
      resolution: c.resolution,
      opened: formatDate(c.openedAt),
      updated: formatDate(c.updatedAt),
    })),
  };
});

export const meta = accountMeta("Your complaints", "account-page");
export const handle = {
  pageName: "account-page",
  // a list of links: scripting would add nothing
  scripts: false,
  breadcrumbs: () => [{ label: "Complaints", href: "/account/complaints" }],
};

type Row = ReturnType<typeof useLoaderData<typeof loader>>["complaints"][number];

function ComplaintCard({ complaint: c }: { complaint: Row }) {
  const settled = c.status === "resolved" || c.status === "closed";
  return (
    <li className="account-card complaint-card">
      <h2>{c.subject}</h2>
      <p>
        <span className={`badge account-badge complaint__status complaint__status--${c.status}`}>{c.statusLabel}</span>
      </p>
      <dl className="complaint__facts">
        <dt>Reference</dt>
        <dd>{c.reference}</dd>
        {c.orderNumber ? (
          <>
            <dt>Order</dt>
            <dd>
              <Link to={`/account/orders/${encodeURIComponent(c.orderNumber)}`}>{c.orderNumber}</Link>
            </dd>
          </>
        ) : null}
        <dt>Opened</dt>
        <dd>{c.opened}</dd>
        <dt>{settled ? `${c.statusLabel} on` : "Last update"}</dt>
        <dd>{c.updated}</dd>
      </dl>
      {c.resolution ? <p className="complaint__resolution">{c.resolution}</p> : null}
    </li>
  );
}

export default function Complaints() {
  const { complaints } = useLoaderData<typeof loader>();
  return (
    <AccountPage
      title="Your complaints"
      intro={
        <p>
          When you tell us something went wrong, our customer service opens a case and keeps you up to date here and by
          e-mail. To raise something new, <Link to="/contact">contact us</Link>.
        </p>
      }
    >
      {complaints.length === 0 ? (
        <p>You have no complaints with us.</p>
      ) : (
        <ul className="account-cards">
          {complaints.map((c) => (
            <ComplaintCard key={c.reference} complaint={c} />
          ))}
        </ul>
      )}
    </AccountPage>
  );
}

export const ErrorBoundary = unavailableHere(
  "Your complaints can't be listed here. Contact us and we'll tell you where things stand.",
  { href: "/contact", label: "Contact us" },
);
