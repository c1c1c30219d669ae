import { readFlash } from "~/.server/session/flash";

/** The flash message a response leaves for the next page (what the root loader would show). */
export async function flashOf(response: Response) {
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return readFlash(cookie);
}
