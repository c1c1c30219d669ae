import { data, type AppLoadContext } from "@remix-run/node";
import { onCachedCopy } from "./cached-copy";
import { previewPermissions } from "./client";
import { getContentPageVariants, getPreviewPage, type ContentPage, type PreparedPage } from "./pages";
import { queueImpression } from "./impressions";
import { chooseVariant } from "./variations";
import { config } from "~/.server/config";
import { noStore } from "~/.server/responses/no-store";
import { currentUser } from "~/.server/auth/require-user";
import type { AppSession } from "~/.server/session/session";
import { trackingIds, userAttributes, type TrackingIds } from "~/.server/tracking/visitor";
import type { CustomCode, PageMode } from "~/lib/content";

export interface ContentPageData {
  page: ContentPage;
  mode: PageMode;
  /** edit mode only: the entry's custom code, shown as text, never run */
  customCode: CustomCode | null;
}

const forbidden = () => data({ message: "preview" }, { status: 403, headers: noStore() });

/**
 * Loads the content page at the request's path (live, preview or edit), or answers 404/403.
 * `context` is the load context: through it a copy from the page cache repeats the impression.
 */
export async function loadContentPage(request: Request, pageName = "other", context?: AppLoadContext) {
  const url = new URL(request.url);
  const previewToken = url.searchParams.get("preview");
  const editToken = url.searchParams.get("edit");
  if (previewToken !== null || editToken !== null) {
    const token = (editToken ?? previewToken ?? "").slice(0, 200);
    const permissions = token ? await previewPermissions(token, request.signal) : null;
    const mode: PageMode = editToken !== null ? "edit" : "preview";
    if (!permissions?.includes("preview") || (mode === "edit" && !permissions.includes("editCode"))) throw forbidden();
    const prepared = await getPreviewPage(url.pathname, token);
    if (!prepared) throw data(null, { status: 404, headers: noStore() });
    const headers = noStore({ "X-Robots-Tag": "noindex" });
    const body: ContentPageData = {
      page: prepared.variants[0].page,
      mode,
      customCode: mode === "edit" ? prepared.customCode : null,
    };
    return data(body, { headers });
  }

  const prepared = await getContentPageVariants(url.pathname);
  if (!prepared) throw data(null, { status: 404 });
  const { variant, setCookie } = await chooseVariant(prepared, request.headers.get("Cookie"), {
    secure: config().session.secure,
    secrets: config().session.secrets,
  });
  const ids = trackingIds(request.headers.get("Cookie"));
  recordImpression(variant.page, pageName, ids, signedIn(context));
  // a page without a cookie to set may be kept by the page cache: each copy counts too, as
  // its own visitor's (signed out: a copy is only served to a request without a session)
  onCachedCopy(context, (copy) =>
    recordImpression(variant.page, pageName, trackingIds(copy.cookie, { mint: false }), false),
  );
  const body: ContentPageData = { page: variant.page, mode: "live", customCode: null };
  const headers = new Headers();
  for (const c of [setCookie, ...ids.setCookies]) if (c) headers.append("Set-Cookie", c);
  return data(body, { headers });
}

/**
 * product.md §7: an impression goes to the content service's /api/v1/track from the server, with the
 * variation shown. It never holds up a page: it joins the next batch (content/impressions.ts).
 * A copy served by the page cache repeats it after the copy is sent (server/page-cache.ts).
 */
function recordImpression(page: ContentPage, pageName: string, ids: TrackingIds, isSignedIn: boolean) {
  queueImpression({
    type: "impression",
    contentId: page.id,
    variationId: page.variationId ?? page.id,
    metadata: { url: page.url, pageName },
    ...(ids.visitorId ? { visitorId: ids.visitorId } : {}),
    ...(ids.sessionId ? { sessionId: ids.sessionId } : {}),
    userAttributes: userAttributes(pageName, isSignedIn),
  });
}

function signedIn(context: AppLoadContext | undefined): boolean {
  const session = (context as { session?: AppSession } | undefined)?.session;
  return session ? currentUser(session) !== null : false;
}

export type { PreparedPage };
