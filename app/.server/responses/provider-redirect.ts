// Handing the shopper to a provider's hosted page (card payments, age verification): a 303 to
// its URL. The session now remembers what this browser started: the host commits it with the
// redirect, as with every answer.
import { redirect } from "@remix-run/node";
import { noStore } from "./no-store";

export async function providerRedirect(url: string, extraCookies: string[] = []) {
  const headers = noStore();
  for (const c of extraCookies) headers.append("Set-Cookie", c);
  return redirect(url, { status: 303, headers });
}
