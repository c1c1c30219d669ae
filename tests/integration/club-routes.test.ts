// The club's pages against the whole sandbox (unified flavour; both flavours are in
// platform-loyalty.test.ts): signed-out visitors sent to sign in, the pages' data, product.md §8's
// "club unavailable" pages (503, never the error page), redeeming through the form protocol,
// and the club's pack-code form.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import type { AccountAddressInput, SignIn } from "~/lib/models/account";
import { readFlash } from "~/.server/session/flash";
import { CLUB_UNAVAILABLE } from "~/.server/club/view";
import { QTY_MESSAGE } from "~/lib/schemas/loyalty";
import { loader as overviewLoader } from "~/routes/club._index/route";
import { loader as historyLoader } from "~/routes/club.history/route";
import { loader as packLoader, action as packAction } from "~/routes/club.pack-codes/route";
import { loader as resultLoader } from "~/routes/club.redemptions.$id/route";
import { loader as rewardsLoader } from "~/routes/club.rewards._index/route";
import { action as rewardAction, loader as rewardLoader } from "~/routes/club.rewards.$slug/route";
import { loader as referralLoader } from "~/routes/referral/route";
import { loader as articleLoader } from "~/routes/club.articles.$id/route";
import { action as qrAction, loader as qrLoader } from "~/routes/club.qr.$id/route";
import { mintPackCodes } from "../../server/sandbox/accounts/packs";
import { addEntry } from "../../server/sandbox/loyalty/ledger";
import { redeem as redeemInSandbox } from "../../server/sandbox/loyalty/rewards";
import { server } from "../msw/server";
import {
  browserRequest,
  caught,
  cookieWith,
  cookiesOf,
  DEMO,
  location,
  newCustomer,
  replied,
  sandboxDb,
  useRoutesSandbox,
  type FormResult,
} from "./routes-sandbox";
import { value } from "./platform-account-sandbox";
import { accountGateway } from "~/.server/platform";
import { resetConfigForTests } from "~/.server/config";
import { hosted } from "../support/session";

useRoutesSandbox();

let signIn: SignIn;
beforeEach(async () => void ({ signIn } = await newCustomer()));

const cookie = (s: Pick<SignIn, "userUuid" | "identityToken" | "sessionToken" | "commerceToken"> = signIn) =>
  cookieWith({
    userUuid: s.userUuid,
    identityToken: s.identityToken,
    sessionToken: s.sessionToken,
    commerceToken: s.commerceToken,
  });
type Loader = (a: LoaderFunctionArgs) => Promise<unknown>;
const load = async (loader: Loader, path: string, params: Record<string, string> = {}, c?: string) =>
  caught(hosted(loader)({ request: browserRequest(path, { cookie: c ?? (await cookie()) }), params }));
const body = <T>(r: unknown) => replied<T>(r);
/** The redeem form's key, as the reward page renders it for this customer. */
const keyOf = async (slug: string, c?: string) =>
  body<{ redemptionKey: string }>(await load(rewardLoader as Loader, `/club/rewards/${slug}`, { slug }, c)).data
    .redemptionKey;
/** A post of the reward page's form, with the key the page gave (unless `form` names one). */
const redeem = async (slug: string, form: Record<string, string>, c?: string) => {
  const redemptionKey = form.redemptionKey ?? (await keyOf(slug, c));
  return caught(
    hosted(rewardAction)({
      request: browserRequest(`/club/rewards/${slug}`, {
        cookie: c ?? (await cookie()),
        form: { intent: "redeem", redemptionKey, ...form },
      }),
      params: { slug },
    }),
  );
};
const redemptions = () =>
  sandboxDb().prepare("SELECT COUNT(*) FROM loyalty_redemptions WHERE user_uuid = ?").pluck().get(signIn.userUuid);
const give = (points: number) =>
  addEntry(sandboxDb(), signIn.userUuid, { event: "adjustment", type: "earned", points });
const flashOf = async (r: unknown) => readFlash(cookiesOf(r));

describe("club pages", () => {
  it("send a signed-out visitor to sign in and back", async () => {
    for (const [loader, path] of [
      [overviewLoader, "/club"],
      [historyLoader, "/club/history?page=2"],
      [referralLoader, "/referral"],
    ] as const) {
      const answer = await caught(hosted(loader as Loader)({ request: browserRequest(path), params: {} }));
      expect(location(answer)).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    }
  });

  it("show the demo customer's standing, history page and referral page", async () => {
    const c = await cookie(value(await accountGateway().login(DEMO.email, DEMO.password, false)));
    const overview = body<{ status: { tier: string; balance: string }; ways: unknown[]; featured: unknown[] }>(
      await load(overviewLoader, "/club", {}, c),
    );
    expect(overview.init.status).toBe(200);
    expect(overview.data.status).toMatchObject({ tier: "Silver", balance: "1,475 points", pending: "120 points" });
    expect(overview.data.ways).toHaveLength(6);
    expect(overview.data.featured).toHaveLength(3);
    const history = body<{ rows: unknown[]; page: number; totalPages: number }>(
      await load(historyLoader, "/club/history?page=2", {}, c),
    );
    expect(history.data).toMatchObject({ page: 2, totalPages: 2 });
    expect(history.data.rows).toHaveLength(4);
    // a page that is not a number is the first
    expect(body<{ page: number }>(await load(historyLoader, "/club/history?page=abc", {}, c)).data.page).toBe(1);
    const referral = body<{ code: string; shareLink: string; friends: unknown[]; totalPages: number }>(
      await load(referralLoader, "/referral", {}, c),
    );
    expect(referral.data).toMatchObject({
      code: DEMO.referralCode,
      shareLink: `http://shop.test/register?ref=${DEMO.referralCode}`,
      totalPages: 2,
    });
    expect(referral.data.friends).toHaveLength(5);
  });

  it("say the club is unavailable, with status 503, when the loyalty service is down", async () => {
    server.use(http.all(/\/api\/loyalty\//, () => HttpResponse.error()));
    // one try each: a read is tried again only within one loyalty time-out
    process.env.LOYALTY_TIMEOUT_MS = "300";
    resetConfigForTests();
    for (const [loader, path, params] of [
      [overviewLoader, "/club", {}],
      [historyLoader, "/club/history", {}],
      [referralLoader, "/referral", {}],
      [packLoader, "/club/pack-codes", {}],
      [rewardLoader, "/club/rewards/voucher-5", { slug: "voucher-5" }],
      [rewardsLoader, "/club/rewards", {}],
      [resultLoader, "/club/redemptions/x", { id: "x" }],
    ] as const) {
      const answer = body<{ unavailable: string }>(await load(loader as Loader, path, params));
      expect(answer.init.status, path).toBe(503);
      expect(answer.data.unavailable, path).toBe(CLUB_UNAVAILABLE);
    }
    delete process.env.LOYALTY_TIMEOUT_MS;
    resetConfigForTests();
  });

  it("read the points from the points call and the tier from the tier call (decision 0061)", async () => {
    give(1200);
    // the customer's status read is not the overview's: the page is whole without it
    server.use(http.get(/\/api\/loyalty\/consumers\/[^/]+$/, () => HttpResponse.error()));
    type Overview = {
      unavailable: string | null;
      status: { tier: string | null; balance: string; nextTier: { name: string; missing: string } | null };
      tiers: { code: string; current: boolean; next: boolean }[];
    };
    const whole = body<Overview>(await load(overviewLoader, "/club"));
    expect(whole.init.status).toBe(200);
    expect(whole.data.status).toMatchObject({
      tier: "Silver",
      balance: "1,200 points",
      nextTier: { name: "Gold", missing: "300 points" },
    });
    expect(whole.data.tiers.find((t) => t.current)?.code).toBe("silver");
    expect(whole.data.tiers.find((t) => t.next)?.code).toBe("gold");
    // nor are the pack codes' balance and the cart's: where the balance alone is shown, it is the points call's
    expect(body<{ balance: string }>(await load(packLoader, "/club/pack-codes")).data.balance).toBe("1,200 points");
    // without the tier call the points are still shown, the tier left out rather than guessed
    server.use(http.get(/\/api\/loyalty\/consumers\/[^/]+\/tier$/, () => HttpResponse.error()));
    process.env.LOYALTY_TIMEOUT_MS = "300";
    resetConfigForTests();
    const noTier = body<Overview>(await load(overviewLoader, "/club"));
    delete process.env.LOYALTY_TIMEOUT_MS;
    resetConfigForTests();
    expect(noTier.init.status).toBe(200);
    expect(noTier.data.status).toMatchObject({ tier: null, balance: "1,200 points", nextTier: null });
    expect(noTier.data.tiers.some((t) => t.current || t.next)).toBe(false);
  });

  it("list on the rewards page the rewards the customer redeemed, newest first, 10 a page, each to its result", async () => {
    type Mine = { key: string; href: string; reward: string; outcome: string; points: string };
    type Page = { mine: { rows: Mine[]; page: number; totalPages: number } };
    expect(body<Page>(await load(rewardsLoader as Loader, "/club/rewards")).data.mine).toEqual({
      rows: [],
      page: 1,
      totalPages: 1,
    });
    give(5000);
    const voucher = redeemInSandbox(sandboxDb(), signIn.userUuid, "voucher-5", 1, null).redemption;
    for (let i = 0; i < 10; i++) redeemInSandbox(sandboxDb(), signIn.userUuid, "festival-draw", 2, null);
    const first = body<Page>(await load(rewardsLoader as Loader, "/club/rewards")).data.mine;
    expect(first).toMatchObject({ page: 1, totalPages: 2 });
    expect(first.rows).toHaveLength(10);
    expect(first.rows[0]).toMatchObject({
      reward: "2 × Festival weekend draw",
      outcome: "2 entries in the draw on 1 June 2027",
      points: "200 points",
    });
    const second = body<Page>(await load(rewardsLoader as Loader, "/club/rewards?page=2")).data.mine;
    expect(second.rows).toEqual([
      expect.objectContaining({
        href: `/club/redemptions/${voucher.uuid}`,
        reward: "1 × £5 shop voucher",
        outcome: `Code ${voucher.coupon}`,
        points: "500 points",
      }),
    ]);
  });

  it("answers 404 for a reward that does not exist", async () => {
    const answer = await load(rewardLoader as Loader, "/club/rewards/nope", { slug: "nope" });
    expect((answer as { init?: ResponseInit }).init?.status).toBe(404);
  });
});

describe("redeeming", () => {
  it("checks the quantity and the address beside each field, keeping what was typed", async () => {
    give(5000);
    const bad = replied<FormResult["data"]>(
      await redeem("travel-case", { qty: "9", firstname: "Robin", postcode: "nope" }),
    );
    expect(bad.init.status).toBe(400);
    expect(bad.data.result.error).toMatchObject({
      qty: [QTY_MESSAGE(2)],
      lastname: ["Enter your last name."],
      street: ["Enter your address line 1."],
      postcode: ["Enter a UK postcode, like SW1A 1AA."],
    });
    expect(bad.data.result.initialValue).toMatchObject({ firstname: "Robin", postcode: "nope" });
  });

  it("puts the loyalty service's refusal beside the quantity", async () => {
    give(100);
    const poor = replied<FormResult["data"]>(await redeem("voucher-5", { qty: "1" }));
    expect(poor.data.result.error).toEqual({ qty: ["This needs 500 points; you have 100."] });
  });

  it("redeems and shows the result page with the voucher's code", async () => {
    give(1000);
    const answer = await redeem("voucher-5", { qty: "2" });
    const to = location(answer);
    expect(to).toMatch(/^\/club\/redemptions\/[0-9a-f-]{36}$/);
    expect(await flashOf(answer)).toEqual({
      kind: "success",
      message: "You used 1,000 points on 2 × £5 shop voucher.",
    });
    const id = to!.split("/").at(-1)!;
    const page = body<{ result: { title: string; coupon: string; points: string } }>(
      await load(resultLoader as Loader, to!, { id }),
    );
    expect(page.data.result).toMatchObject({ title: "Reward redeemed", points: "1,000 points" });
    expect(page.data.result.coupon).toMatch(/^ASH-/);
    // someone else's redemption is not found
    const other = await newCustomer();
    const theirs = await load(resultLoader as Loader, to!, { id }, await cookie(other.signIn));
    expect((theirs as { init?: ResponseInit }).init?.status).toBe(404);
  });

  it("redeems once for a double tap or simultaneous posts of one form (issue 36, 8)", async () => {
    give(1000);
    const redemptionKey = await keyOf("voucher-5");
    const taps = await Promise.all([1, 2, 3].map(() => redeem("voucher-5", { qty: "1", redemptionKey })));
    expect(redemptions()).toBe(1);
    const to = location(taps[0]);
    expect(to).toMatch(/^\/club\/redemptions\/[0-9a-f-]{36}$/);
    expect(taps.map(location)).toEqual([to, to, to]);
    // the same form again later (back, then Redeem): the same redemption, nothing spent
    const again = await redeem("voucher-5", { qty: "1", redemptionKey });
    expect(location(again)).toBe(to);
    expect(await flashOf(again)).toEqual({ kind: "success", message: "You used 500 points on 1 × £5 shop voucher." });
    expect(redemptions()).toBe(1);
    // a new visit to the page is a new redemption
    expect(location(await redeem("voucher-5", { qty: "1" }))).not.toBe(to);
    expect(redemptions()).toBe(2);
  });

  it("refuses a post without the page's key, or with another customer's or another reward's", async () => {
    give(5000);
    const other = await newCustomer();
    for (const redemptionKey of [
      "",
      "made-up",
      await keyOf("voucher-5", await cookie(other.signIn)),
      await keyOf("scratch-card"),
    ]) {
      const refused = replied<FormResult["data"]>(await redeem("voucher-5", { qty: "1", redemptionKey }));
      expect(refused.init.status, redemptionKey).toBe(400);
      expect(refused.data.result.error[""]?.[0]).toMatch(/page was out of date/);
    }
    expect(redemptions()).toBe(0);
  });

  it("starts a posted reward's form from the customer's UK address, not an Irish default one", async () => {
    const address = (over: Partial<AccountAddressInput>): AccountAddressInput => ({
      firstname: "Robin",
      lastname: "Hart",
      company: null,
      streetName: "Mill Lane",
      streetNumber: "12",
      streetAdditional: null,
      city: "York",
      postcode: "YO1 7HH",
      countryCode: "GB",
      region: null,
      regionCode: null,
      telephone: "01904 496000",
      ...over,
    });
    value(await accountGateway().addAddress(signIn, address({})));
    const dublin = value(
      await accountGateway().addAddress(
        signIn,
        address({
          streetName: "Grafton Street",
          city: "Dublin",
          postcode: "D02 X285",
          countryCode: "IE",
          telephone: "+353 1 555 0100",
        }),
      ),
    );
    value(await accountGateway().setDefaultAddress(signIn, dublin.id, "shipping"));
    const page = body<{ defaults: Record<string, string> }>(
      await load(rewardLoader as Loader, "/club/rewards/travel-case", { slug: "travel-case" }),
    );
    expect(page.data.defaults).toMatchObject({ street: "12 Mill Lane", city: "York", postcode: "YO1 7HH" });
  });

  it("sends a reward to the address given", async () => {
    give(1000);
    const answer = await redeem("travel-case", {
      qty: "1",
      firstname: "Robin",
      lastname: "Hart",
      street: "12 Mill Lane",
      city: "York",
      postcode: "yo1 7hh",
    });
    expect(location(answer)).toMatch(/^\/club\/redemptions\//);
    const saved = sandboxDb()
      .prepare("SELECT address FROM loyalty_redemptions WHERE user_uuid = ?")
      .pluck()
      .get(signIn.userUuid);
    expect(JSON.parse(String(saved))).toMatchObject({
      street: "12 Mill Lane",
      postcode: "YO1 7HH",
      country_code: "GB",
    });
  });
});

describe("articles and QR codes", () => {
  it("credits an article when its page is served, once", async () => {
    const page = async () =>
      body<{ earned: string; article: { paragraphs: string[] } }>(
        await load(articleLoader as Loader, "/club/articles/a-year-of-flavours", { id: "a-year-of-flavours" }),
      ).data;
    const first = await page();
    expect(first.earned).toBe("You earned 30 points for reading this article.");
    expect(first.article.paragraphs).toHaveLength(2);
    expect((await page()).earned).toBe("You have already collected the points for this article.");
    const locked = body<{ earned: null; article: { locked: boolean; paragraphs: string[] } }>(
      await load(articleLoader as Loader, "/club/articles/flavour-lab-notes", { id: "flavour-lab-notes" }),
    ).data;
    expect(locked).toMatchObject({ earned: null, article: { locked: true, paragraphs: [] } });
  });

  /** Opening a QR code's link: a camera or a typed address (Sec-Fetch-Site: none), or a link elsewhere. */
  const openQr = async (id: string, site = "none") => {
    const request = browserRequest(`/club/qr/${id}`, { cookie: await cookie() });
    request.headers.set("Sec-Fetch-Site", site);
    return caught(hosted(qrLoader)({ request, params: { id } }));
  };

  it("credits a QR code's points when its link is opened, and says when it has expired", async () => {
    const scan = async (id: string) => body<{ message: string }>(await openQr(id)).data.message;
    expect(await scan("qr-festival-2027")).toBe("You collected 25 points.");
    expect(await scan("qr-festival-2027")).toBe("You have already collected the points for this QR code.");
    expect(await scan("qr-festival-2026")).toBe("This QR code has expired.");
    const unknown = await load(qrLoader as Loader, "/club/qr/nope", { id: "nope" });
    expect((unknown as { init?: ResponseInit }).init?.status).toBe(404);
  });

  it("credits nothing for a QR code link followed from another site until the customer presses Collect (issue 36, 10)", async () => {
    for (const site of ["cross-site", "same-site", ""]) {
      const page = body<{ message: string | null; collect: boolean }>(await openQr("qr-festival-2027", site)).data;
      expect(page, site).toMatchObject({ message: null, collect: true });
    }
    const earned = () =>
      sandboxDb()
        .prepare("SELECT COUNT(*) FROM loyalty_ledger WHERE user_uuid = ? AND points = 25")
        .pluck()
        .get(signIn.userUuid);
    expect(earned()).toBe(0);
    const collected = await caught(
      hosted(qrAction)({
        request: browserRequest("/club/qr/qr-festival-2027", { cookie: await cookie(), form: { intent: "collect" } }),
        params: { id: "qr-festival-2027" },
      }),
    );
    expect(location(collected)).toBe("/club/history");
    expect(await flashOf(collected)).toEqual({ kind: "success", message: "You collected 25 points." });
    expect(earned()).toBe(1);
  });

  it("after Collect, the page the customer lands on does not say the points were already collected", async () => {
    const collected = await caught(
      hosted(qrAction)({
        request: browserRequest("/club/qr/qr-festival-2027", { cookie: await cookie(), form: { intent: "collect" } }),
        params: { id: "qr-festival-2027" },
      }),
    );
    const next = location(collected)!;
    // the redirect's GET is a navigation our own page started
    if (next.startsWith("/club/qr/")) {
      const page = body<{ message: string | null }>(await openQr("qr-festival-2027", "same-origin")).data;
      expect(page.message).not.toBe("You have already collected the points for this QR code.");
    } else expect(next).toBe("/club/history");
  });

  it("sends a signed-out visitor of a QR code link to sign in and back", async () => {
    const path = "/club/qr/qr-store-london";
    const answer = await caught(hosted(qrLoader)({ request: browserRequest(path), params: { id: "qr-store-london" } }));
    expect(location(answer)).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
  });
});

describe("club pack codes", () => {
  it("registers a code with the account's form and comes back to the club page with the new balance", async () => {
    const [code] = mintPackCodes(sandboxDb(), 1);
    const answer = await caught(
      hosted(packAction)({
        request: browserRequest("/club/pack-codes", {
          cookie: await cookie(),
          form: { intent: "register-pack", code },
        }),
        params: {},
      }),
    );
    expect(location(answer)).toBe("/club/pack-codes");
    expect(body<{ balance: string }>(await load(packLoader as Loader, "/club/pack-codes")).data.balance).toBe(
      "50 points",
    );
  });
});
