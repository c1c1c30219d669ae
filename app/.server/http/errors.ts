/**
 * An upstream could not be reached or failed with 5xx. Routes let it bubble to the
 * error boundary, which renders the "service unavailable" page with status 503.
 */
export class UpstreamUnavailableError extends Error {
  constructor(
    readonly service: "commerce" | "platform" | "content",
    detail: string,
  ) {
    super(`${service} unavailable: ${detail}`);
    this.name = "UpstreamUnavailableError";
  }
}
