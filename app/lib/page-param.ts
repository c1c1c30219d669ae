/** `?page=N` of a paged list: a whole number from 1, anything else is page 1. */
export function pageParam(request: Request): number {
  const raw = new URL(request.url).searchParams.get("page") ?? "";
  const n = /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return Math.max(n, 1);
}
