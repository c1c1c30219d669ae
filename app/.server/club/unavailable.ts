// product.md §8 for the club's reads that throw (a reward's details, a redemption): when the loyalty
// service is down or its answer lacks data, the page says the club is unavailable (503)
// instead of failing.
import { UpstreamUnavailableError } from "../http/errors";
import { PlatformDataError } from "../platform/types";
import { log } from "../observability";

export async function unlessUnavailable<T>(read: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false }> {
  try {
    return { ok: true, value: await read() };
  } catch (error) {
    if (!(error instanceof UpstreamUnavailableError || error instanceof PlatformDataError)) throw error;
    log().error(`[club] ${error.message}`);
    return { ok: false };
  }
}
