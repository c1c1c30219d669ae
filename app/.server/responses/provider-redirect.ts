// Handing the shopper to a provider's hosted page (card payments, age verification): a 303 to
// its URL that commits the session, which now remembers what this browser started.
import { redirect } from "@remix-run/node";
import { noStore } from "./no-store";
import { commitSession, type AppSession } from "../session/session";

export async function providerRedirect(url: string, session: AppSession, extraCookies: string[] = []) {
  const headers = noStore();
  headers.append("Set-Cookie", await commitSession(session));
  for (const c of extraCookies) headers.append("Set-Cookie", c);
  return redirect(url, { status: 303, headers });
}
