import { describe, expect, it } from "vitest";
import { DEFAULT_ORDER_QUERY, orderQueryHref, parseOrderQuery } from "~/lib/order-query";

const parse = (q: string) => parseOrderQuery(new URLSearchParams(q));

describe("order list URL state", () => {
  it("reads page, sort, direction and status from the URL", () => {
    expect(parse("page=3&sort=number&dir=asc&status=pending_payment")).toEqual({
      page: 3,
      sort: "NUMBER",
      direction: "ASC",
      status: "pending_payment",
    });
  });

  it("falls back to the newest orders first, page 1, for missing or odd values", () => {
    expect(parse("")).toEqual(DEFAULT_ORDER_QUERY);
    expect(parse("page=0&sort=price&dir=sideways&status=<script>")).toEqual(DEFAULT_ORDER_QUERY);
    expect(parse("page=2.5").page).toBe(1);
    expect(parse("page=-4").page).toBe(1);
    expect(parse("status=Pending Payment").status).toBeNull();
  });

  it("leaves defaults out of links, so the first page stays /account/orders", () => {
    expect(orderQueryHref(DEFAULT_ORDER_QUERY, {})).toBe("/account/orders");
    expect(orderQueryHref(DEFAULT_ORDER_QUERY, { page: 2 })).toBe("/account/orders?page=2");
  });

  it("keeps the filter and sort when paging", () => {
    const q = parse("status=shipped&sort=number&dir=asc&page=2");
    expect(orderQueryHref(q, { page: 3 })).toBe("/account/orders?status=shipped&sort=number&dir=asc&page=3");
  });

  it("goes back to page 1 when the sort or the filter changes", () => {
    const q = parse("status=shipped&page=4");
    expect(orderQueryHref(q, { status: "canceled" })).toBe("/account/orders?status=canceled");
    expect(orderQueryHref(q, { status: null })).toBe("/account/orders");
    expect(orderQueryHref(q, { sort: "NUMBER", direction: "DESC" })).toBe("/account/orders?status=shipped&sort=number");
  });

  it("round-trips: parsing a built link gives the same state", () => {
    const q = { page: 5, sort: "NUMBER" as const, direction: "ASC" as const, status: "delivered" };
    const href = orderQueryHref(q, {});
    expect(parse(href.split("?")[1])).toEqual(q);
  });
});
