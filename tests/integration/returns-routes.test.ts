// Returns on the account pages (decisions 0066, 0069), against the whole sandbox: the order page
// shows its returns in words and "Return items" while something can go back; the return form asks
// each item's reason, condition and resolution from the shop's RMA_ITEM attributes and refuses bad
// quantities and missing or unknown choices beside their fields, keeping what was typed; a request
// lands on the order page and in the account's list of returns; when the attributes can't be read
// (the shop unreachable, or its answer listing errors) the page says so instead of the form.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { graphql, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { accountGateway } from "~/.server/platform";
import { readFlash } from "~/.server/session/flash";
import { clearCache } from "~/.server/state/cache";
import type { SignIn } from "~/lib/models/account";
import type { ReturnableItem, ReturnAttribute, ReturnView } from "~/lib/returns";
import { loader as orderLoader } from "~/routes/account.orders.$number/route";
import { action as returnAction, loader as returnLoader } from "~/routes/account.orders.$number.return/route";
import { loader as returnsLoader } from "~/routes/account.returns/route";
import { server } from "../msw/server";
import { hosted } from "../support/session";
import { value } from "./platform-account-sandbox";
import {
  browserRequest,
  caught,
  cookiesOf,
  cookieWith,
  DEMO,
  location,
  newCustomer,
  replied,
  useRoutesSandbox,
  type FormResult,
} from "./routes-sandbox";

useRoutesSandbox();

const cookie = ({ userUuid, identityToken, sessionToken, commerceToken }: SignIn) =>
  cookieWith({ userUuid, identityToken, sessionToken, commerceToken });
const demoCookie = async () => cookie(value(await accountGateway().login(DEMO.email, DEMO.password, false)));
type Loader = (a: LoaderFunctionArgs) => Promise<unknown>;
const load = async <T>(loader: Loader, path: string, params: Record<string, string>, c: string) =>
  replied<T>(await caught(hosted(loader)({ request: browserRequest(path, { cookie: c }), params })));

type OrderPage = { returns: { list: ReturnView[]; dates: Record<string, string>; canReturn: boolean } };
type ReturnPage = {
  number: string;
  returnable: ReturnableItem[];
  attributes: ReturnAttribute[];
  problem: string | null;
};

/** The option of attribute `code` whose words are `label`, as the form's select sends it. */
const option = (attributes: ReturnAttribute[], code: string, label: string) =>
  attributes.find((a) => a.code === code)!.options.find((o) => o.label === label)!.value;

const post = async (number: string, form: Record<string, string>, c: string) =>
  caught(
    hosted(returnAction)({
      request: browserRequest(`/account/orders/${number}/return`, {
        cookie: c,
        form: { intent: "request-return", ...form },
      }),
      params: { number },
    }),
  );

describe("returns on the account pages", () => {
  it("shows an order's return with its status and items in words, and offers Return items", async () => {
    const c = await demoCookie();
    const page = (await load<OrderPage>(orderLoader, "/account/orders/000000101", { number: "000000101" }, c)).data;
    expect(page.returns.canReturn).toBe(true);
    expect(page.returns.list).toMatchObject([
      {
        number: "000000001",
        statusLabel: "Accepted: please send the items back",
        items: [
          {
            name: expect.any(String),
            statusLabel: "Accepted: please send it back",
            attributes: [
              { label: "Reason", value: "It arrived damaged" },
              { label: "Condition", value: "Damaged" },
              { label: "Resolution", value: "Refund" },
            ],
          },
        ],
      },
    ]);
    expect(page.returns.dates[page.returns.list[0].uid]).toMatch(/15 January 2026/);
    // an order on its way: no returns, nothing to return
    const shipped = (await load<OrderPage>(orderLoader, "/account/orders/000000109", { number: "000000109" }, c)).data;
    expect(shipped.returns).toMatchObject({ list: [], canReturn: false });
  });

  it("answers bad quantities and missing or unknown choices beside their fields, keeping what was typed", async () => {
    const c = await demoCookie();
    const { returnable, attributes, problem } = (
      await load<ReturnPage>(returnLoader, "/account/orders/000000106/return", { number: "000000106" }, c)
    ).data;
    expect(returnable).toMatchObject([{ sku: "ASH-STK-BRONZE-C10", max: 3 }]);
    expect(problem).toBeNull();
    expect(attributes.map((a) => [a.code, a.label, a.required])).toEqual([
      ["reason", "Reason", true],
      ["condition", "Condition", true],
      ["resolution", "Resolution", true],
    ]);
    const uid = returnable[0].uid;
    const tooMany = replied<FormResult["data"]>(await post("000000106", { item0: uid, qty0: "4" }, c));
    expect(tooMany.init.status).toBe(400);
    expect(tooMany.data.result.error).toEqual({ qty0: ["Enter a whole number from 0 to 3."] });
    expect(tooMany.data.result.initialValue).toMatchObject({ qty0: "4" });
    const unanswered = replied<FormResult["data"]>(
      await post(
        "000000106",
        {
          item0: uid,
          qty0: "1",
          "attr0-condition": "bm9wZQ==",
          "attr0-resolution": option(attributes, "resolution", "Refund"),
        },
        c,
      ),
    );
    expect(unanswered.data.result.error).toEqual({
      "attr0-reason": ["Choose the reason for Bronze Sticks, Carton of 10 Packs."],
      "attr0-condition": ["Choose one of the listed options."],
    });
    expect(unanswered.data.result.initialValue).toMatchObject({ qty0: "1", "attr0-condition": "bm9wZQ==" });
    const none = replied<FormResult["data"]>(await post("000000106", { item0: uid, qty0: "0", details: "" }, c));
    expect(none.data.result.error).toEqual({ qty0: ["Enter how many you are returning of at least one item."] });
    const changed = replied<FormResult["data"]>(await post("000000106", { item0: "bm9wZQ==", qty0: "1" }, c));
    expect(changed.data.result.error[""]).toEqual([
      "What can be returned from this order has changed: please check the items again.",
    ]);
  });

  it("says returns can't be asked for when the attributes can't be read, and keeps what was typed", async () => {
    const c = await demoCookie();
    const { returnable, attributes } = (
      await load<ReturnPage>(returnLoader, "/account/orders/000000106/return", { number: "000000106" }, c)
    ).data;
    const form = {
      item0: returnable[0].uid,
      qty0: "1",
      "attr0-reason": option(attributes, "reason", "I no longer need it"),
      "attr0-condition": option(attributes, "condition", "Unopened"),
      "attr0-resolution": option(attributes, "resolution", "Refund"),
    };
    const message = "We can't load the return details we need to ask you about right now.";
    for (const answer of [
      () => HttpResponse.error(),
      () =>
        HttpResponse.json({
          data: {
            attributesList: { items: [], errors: [{ type: "UNDEFINED", message: "Attribute storage failed." }] },
          },
        }),
    ]) {
      server.use(graphql.query("getReturnAttributes", answer));
      clearCache();
      const page = await load<ReturnPage>(returnLoader, "/account/orders/000000106/return", { number: "000000106" }, c);
      expect(page.data).toMatchObject({ returnable: [{ max: 3 }], attributes: [], problem: message });
      const refused = replied<FormResult["data"]>(await post("000000106", form, c));
      expect(refused.data.result.error[""]).toEqual([`${message} Please try again in a few minutes.`]);
      expect(refused.data.result.initialValue).toMatchObject({ qty0: "1" });
      server.resetHandlers();
    }
    // nothing was asked for
    const order = (await load<OrderPage>(orderLoader, "/account/orders/000000106", { number: "000000106" }, c)).data;
    expect(order.returns.list).toEqual([]);
  });

  it("records a request, then shows it on the order page and in the list of returns", async () => {
    const c = await demoCookie();
    const { returnable, attributes } = (
      await load<ReturnPage>(returnLoader, "/account/orders/000000106/return", { number: "000000106" }, c)
    ).data;
    const answer = await post(
      "000000106",
      {
        item0: returnable[0].uid,
        qty0: "2",
        "attr0-reason": option(attributes, "reason", "It arrived damaged"),
        "attr0-condition": option(attributes, "condition", "Damaged"),
        "attr0-resolution": option(attributes, "resolution", "Exchange"),
        details: "Two cartons were crushed.",
      },
      c,
    );
    expect(location(answer)).toBe("/account/orders/000000106");
    expect((await readFlash(cookiesOf(answer)))?.message).toMatch(/^We have your return request 0000000\d\d\./);
    const page = (await load<OrderPage>(orderLoader, "/account/orders/000000106", { number: "000000106" }, c)).data;
    expect(page.returns.list).toMatchObject([
      {
        statusLabel: "Waiting for us to review it",
        comments: ["Two cartons were crushed."],
        items: [
          {
            sku: "ASH-STK-BRONZE-C10",
            requested: 2,
            statusLabel: "Waiting for review",
            attributes: [
              { label: "Reason", value: "It arrived damaged" },
              { label: "Condition", value: "Damaged" },
              { label: "Resolution", value: "Exchange" },
            ],
          },
        ],
      },
    ]);
    // one carton left to return
    expect(page.returns.canReturn).toBe(true);
    const list = (await load<{ returns: ReturnView[] }>(returnsLoader, "/account/returns", {}, c)).data;
    expect(list.returns[0]).toMatchObject({ orderNumber: "000000106", status: "PENDING" });
    expect(list.returns.map((r) => r.orderNumber)).toContain("000000101");
  });

  it("is a 404 for someone else's order, and an empty list for a new customer", async () => {
    const { signIn } = await newCustomer();
    const c = await cookie(signIn);
    const answer = await caught(
      hosted(returnLoader)({
        request: browserRequest("/account/orders/000000106/return", { cookie: c }),
        params: { number: "000000106" },
      }),
    );
    expect((answer as { init: { status: number } }).init?.status ?? (answer as Response).status).toBe(404);
    expect((await load<{ returns: ReturnView[] }>(returnsLoader, "/account/returns", {}, c)).data.returns).toEqual([]);
  });
});
