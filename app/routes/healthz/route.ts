// Liveness: answers while the process is up; it asks no upstream.
export function loader() {
  return new Response("ok", { status: 200, headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
}
