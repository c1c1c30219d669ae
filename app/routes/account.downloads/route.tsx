// /account/downloads: the files of the downloadable products the customer bought (Adobe's
// customerDownloadableProducts; decision 0071), newest first, each with its order. A file can be
// downloaded once its order is paid; its link goes through the shop, which fetches it with the
// customer's token.
import { Link, useLoaderData } from "@remix-run/react";
import { accountLoader } from "~/.server/account/context";
import { formatDate } from "~/.server/account/format";
import { STORE } from "~/.server/account/gateways";
import { getDownloads } from "~/.server/commerce/downloads";
import { AccountPage, accountMeta } from "~/components/account/AccountForm";

export const loader = accountLoader(async ({ user }) => {
  const downloads = await getDownloads(STORE, user.commerceToken);
  return {
    downloads: downloads.map(({ key, orderNumber, date, available, remaining }) => ({
      key,
      orderNumber,
      date: date ? formatDate(date) : "",
      available,
      remaining,
    })),
  };
});

export const meta = accountMeta("Your downloads", "my-orders");
export const handle = {
  scripts: false,
  pageName: "my-orders",
  breadcrumbs: () => [{ label: "Downloads", href: "/account/downloads" }],
};

export default function Downloads() {
  const { downloads } = useLoaderData<typeof loader>();
  return (
    <AccountPage
      title="Your downloads"
      intro={<p>The files of the guides and other downloadable products you bought.</p>}
    >
      {downloads.length === 0 ? (
        <p>
          You haven&rsquo;t bought anything to download. <Link to="/shop/accessories">Browse accessories</Link>
        </p>
      ) : (
        <ul className="download-list">
          {downloads.map((d) => (
            <li key={d.key} className="account-panel">
              <h2>
                File {d.key.split("-").pop()} of order{" "}
                <Link to={`/account/orders/${encodeURIComponent(d.orderNumber)}`}>{d.orderNumber}</Link>
              </h2>
              <p>
                Bought {d.date}.{" "}
                {d.available
                  ? d.remaining && d.remaining !== "Unlimited"
                    ? `${d.remaining} downloads left.`
                    : "Download it as often as you like."
                  : "It can be downloaded once your payment has gone through."}
              </p>
              {d.available ? (
                <p>
                  <a href={`/account/downloads/${encodeURIComponent(d.key)}`} download>
                    Download (PDF)
                    <span className="visually-hidden">
                      , file {d.key.split("-").pop()} of order {d.orderNumber}
                    </span>
                  </a>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </AccountPage>
  );
}
