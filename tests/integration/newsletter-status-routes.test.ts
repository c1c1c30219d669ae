// The newsletter status (product.md §4: SUBSCRIBED, NOT_SUBSCRIBED) where the customer meets it:
// in words on /account/communication, from the platform's marketing subscriptions, against the
// whole sandbox.
import { describe, expect, it } from "vitest";
import { accountGateway } from "~/.server/platform";
import type { SignIn } from "~/lib/models/account";
import { loader } from "~/routes/account.communication/route";
import { hosted } from "../support/session";
import { authOf, value } from "./platform-account-sandbox";
import { browserRequest, caught, cookieWith, newCustomer, replied, useRoutesSandbox } from "./routes-sandbox";

useRoutesSandbox();

const cookie = ({ userUuid, identityToken, sessionToken, commerceToken }: SignIn) =>
  cookieWith({ userUuid, identityToken, sessionToken, commerceToken });
const status = async (signIn: SignIn) =>
  replied<{ newsletter: { status: string; text: string } }>(
    await caught(
      hosted(loader)({
        request: browserRequest("/account/communication", { cookie: await cookie(signIn) }),
        params: {},
      }),
    ),
  ).data.newsletter;

describe("the newsletter status on the communication preferences", () => {
  it("says not subscribed, then the channels once subscribed, then not subscribed again", async () => {
    const { signIn } = await newCustomer();
    expect(await status(signIn)).toEqual({
      status: "NOT_SUBSCRIBED",
      text: "You are not subscribed to our newsletter.",
    });
    const set = async (email: boolean, sms: boolean) =>
      value(
        await accountGateway().updateCommunicationPreferences(
          authOf(signIn),
          [],
          [
            { category: "email", subscribed: email },
            { category: "sms", subscribed: sms },
            { category: "post", subscribed: false },
          ],
        ),
      );
    await set(true, true);
    expect(await status(signIn)).toEqual({
      status: "SUBSCRIBED",
      text: "You are subscribed to our newsletter by e-mail and text message.",
    });
    await set(false, true);
    expect((await status(signIn)).text).toBe("You are subscribed to our newsletter by text message.");
    await set(false, false);
    expect((await status(signIn)).status).toBe("NOT_SUBSCRIBED");
  });
});
