import { data } from "@remix-run/node";
import { getContentPage } from "./content";

/** Loads the content page published at the request's path, or answers 404. */
export async function loadContentPage(request: Request) {
  const page = await getContentPage(new URL(request.url).pathname);
  if (!page) throw data(null, { status: 404 });
  return { page };
}
