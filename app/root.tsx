import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { Header, type HeaderData, type HeaderHandle } from "~/components/layout/Header";
import { Footer } from "~/components/layout/Footer";
import { Breadcrumbs } from "~/components/layout/Breadcrumbs";
import { FlashMessage } from "~/components/layout/FlashMessage";
import { textOfError } from "~/components/layout/ErrorPage";
import { PageContext } from "~/components/account/PageContext";
import { useNonce } from "~/lib/nonce";
import { PageStyles } from "~/lib/page-styles";
import { pageShipsScripts } from "~/lib/page-scripts";
import { loadLayout } from "~/.server/document/layout";
import { config } from "~/.server/config";
import { moneyFormats } from "~/.server/commerce/money";
import { log } from "~/.server/observability";
import type { MoneyFormats } from "~/lib/format";
import { useTrackedClicks } from "~/components/layout/useTrackedClicks";

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/** The shop's name alone, or on an error page what went wrong ("Page not found · Ashless"). */
export const meta: MetaFunction = ({ error }) => {
  return [{ title: error ? `${textOfError(error).title} · Ashless` : "Ashless" }];
};

export async function loader({ context }: LoaderFunctionArgs) {
  const [{ layout }, money] = await Promise.all([
    loadLayout(context.session),
    // while commerce cannot be reached a page shows no prices of its own, and the frame still renders
    moneyFormats().catch((error: unknown) => {
      log().error(`currency unavailable: ${error instanceof Error ? error.message : error}`);
      return {} as MoneyFormats;
    }),
  ]);
  return data({ ...layout, locale: config().locale, money });
}

export type RootData = HeaderData &
  Awaited<ReturnType<typeof loadLayout>>["layout"] & {
    /** the LOCALE setting: the page's language, and how its prices and dates are written */
    locale: string;
    /** how the page writes amounts in commerce's display currencies (useMoney) */
    money: MoneyFormats;
  };

// an error page that has no root data is written in the shop's default locale
const DEFAULT_LANG = "en-GB";

function Document({ children, layout }: { children: ReactNode; layout?: RootData }) {
  const nonce = useNonce();
  // Decided by the server's render; once a page is hydrated, its scripts stay for every
  // client-side navigation.
  const matches = useMatches();
  const scripts = typeof document !== "undefined" || pageShipsScripts(matches);
  return (
    <html lang={layout?.locale ?? DEFAULT_LANG}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {/* the first paint waits for the page's main part, not the header alone (decision 0030) */}
        <link rel="expect" href="#main" blocking="render" />
        <PageStyles nonce={nonce} />
        <Links />
        <PageContext nonce={nonce} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <Header data={layout} checkout={checkoutHeader(matches)} />
        <main id="main" tabIndex={-1}>
          {layout?.flash ? <FlashMessage flash={layout.flash} /> : null}
          <Breadcrumbs />
          {children}
        </main>
        <Footer groups={layout?.footer ?? []} company={layout?.company ?? null} />
        {scripts ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

/** In the checkout's steps (the deepest route's `HeaderHandle` says), where the header leads back to. */
function checkoutHeader(matches: ReturnType<typeof useMatches>) {
  const decided = [...matches].reverse().find((m) => (m.handle as Partial<HeaderHandle> | undefined)?.header);
  if ((decided?.handle as HeaderHandle | undefined)?.header !== "checkout") return undefined;
  return decided!.id.startsWith("routes/trial.")
    ? { back: "/trial", label: "Back to the free trial" }
    : { back: "/cart", label: "Back to cart" };
}

export function Layout({ children }: { children: ReactNode }) {
  const layout = useRouteLoaderData<typeof loader>("root") as RootData | undefined;
  return <Document layout={layout}>{children}</Document>;
}

export default function App() {
  useTrackedClicks();
  // a mark for whoever waits until the page answers to scripting (the browser tests): effects
  // run once React has hydrated the whole document
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return <Outlet />;
}

/**
 * Errors of routes outside a family with a boundary of its own (the account's and the club's). A
 * checkout step's error shows here, in the checkout's header with its way back.
 */
export { RouteError as ErrorBoundary } from "~/components/layout/ErrorPage";
