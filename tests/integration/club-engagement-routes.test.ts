// The club's survey, quiz and contest pages and the flavour finder when the loyalty and quiz
// services are down (product.md §8): each page renders with its "unavailable" message and status 503,
// never the error page; and a contest entry that is not a form with a file stays a 4xx.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { SignIn } from "~/lib/models/account";
import { CLUB_UNAVAILABLE } from "~/.server/club/view";
import { FINDER_UNAVAILABLE } from "~/.server/club/quizzes";
import { resetConfigForTests } from "~/.server/config";
import { loader as surveysLoader } from "~/routes/club.surveys._index/route";
import { loader as surveyLoader } from "~/routes/club.surveys.$id/route";
import { loader as quizzesLoader } from "~/routes/club.quizzes._index/route";
import { action as quizAction, loader as quizLoader } from "~/routes/club.quizzes.$id/route";
import { loader as quizResultsLoader } from "~/routes/club.quizzes.$id.results.$submission/route";
import { loader as contestsLoader } from "~/routes/club.contests._index/route";
import { action as contestAction, loader as contestLoader } from "~/routes/club.contests.$id/route";
import { loader as finderLoader } from "~/routes/flavor-finder._index/route";
import { loader as finderResultsLoader } from "~/routes/flavor-finder.results.$id/route";
import { server } from "../msw/server";
import { browserRequest, caught, cookieWith, newCustomer, replied, useRoutesSandbox } from "./routes-sandbox";
import { hosted } from "../support/session";

useRoutesSandbox();

let signIn: SignIn;
beforeEach(async () => void ({ signIn } = await newCustomer()));

const cookie = () =>
  cookieWith({
    userUuid: signIn.userUuid,
    identityToken: signIn.identityToken,
    sessionToken: signIn.sessionToken,
    commerceToken: signIn.commerceToken,
  });
type Loader = (a: LoaderFunctionArgs) => Promise<unknown>;
const load = async (loader: Loader, path: string, params: Record<string, string> = {}) =>
  caught(hosted(loader)({ request: browserRequest(path, { cookie: await cookie() }), params }));

describe("the club's surveys, quizzes and contests, and the flavour finder", () => {
  afterEach(() => {
    delete process.env.LOYALTY_TIMEOUT_MS;
    resetConfigForTests();
  });

  it("say the club is unavailable, with status 503, when its services are down", async () => {
    server.use(http.all(/\/api\/(loyalty|quizzes)\//, () => HttpResponse.error()));
    process.env.LOYALTY_TIMEOUT_MS = "300";
    resetConfigForTests();
    for (const [loader, path, params, message] of [
      [surveysLoader, "/club/surveys", {}, CLUB_UNAVAILABLE],
      [surveyLoader, "/club/surveys/amber-2027", { id: "amber-2027" }, CLUB_UNAVAILABLE],
      [quizzesLoader, "/club/quizzes", {}, CLUB_UNAVAILABLE],
      [quizLoader, "/club/quizzes/device-basics", { id: "device-basics" }, CLUB_UNAVAILABLE],
      [
        quizResultsLoader,
        "/club/quizzes/device-basics/results/x",
        { id: "device-basics", submission: "x" },
        CLUB_UNAVAILABLE,
      ],
      [contestsLoader, "/club/contests", {}, CLUB_UNAVAILABLE],
      [contestLoader, "/club/contests/photo-2027", { id: "photo-2027" }, CLUB_UNAVAILABLE],
      [finderLoader, "/flavor-finder", {}, FINDER_UNAVAILABLE],
      [finderResultsLoader, "/flavor-finder/results/x", { id: "x" }, FINDER_UNAVAILABLE],
    ] as const) {
      const answer = replied<{ unavailable: string }>(await load(loader as Loader, path, params));
      expect(answer.init.status, path).toBe(503);
      expect(answer.data.unavailable, path).toBe(message);
    }
  });

  it("takes a file only on the contest's form, and never a body larger than its limit", async () => {
    const post = async (body: FormData | string, type?: string) => {
      const headers = new Headers({
        cookie: await cookie(),
        origin: "http://localhost",
        "sec-fetch-site": "same-origin",
      });
      if (type) headers.set("content-type", type);
      return caught(
        hosted(contestAction)({
          request: new Request("http://shop.test/club/contests/photo-2027", { method: "POST", headers, body }),
          params: { id: "photo-2027" },
        }),
      );
    };
    const big = new FormData();
    big.set("intent", "enter-contest");
    big.set("photo", new File([new Uint8Array(7 * 1024 * 1024)], "big.png", { type: "image/png" }));
    expect(replied(await post(big)).init.status).toBe(413);

    // any other form that sends a file is refused before its action runs
    const withFile = new FormData();
    withFile.set("intent", "quiz");
    withFile.set("clean", new File(["x"], "x.txt", { type: "text/plain" }));
    const quiz = await caught(
      hosted(quizAction)({
        request: new Request("http://shop.test/club/quizzes/device-basics", {
          method: "POST",
          headers: { cookie: await cookie() },
          body: withFile,
        }),
        params: { id: "device-basics" },
      }),
    );
    expect(replied(quiz).init.status).toBe(415);
  });
});
