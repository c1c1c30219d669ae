// product.md §4 account confirmation, where a customer meets it: their account information page.
// Sign-up (the platform's) asks no confirmation, so commerce answers
// ACCOUNT_CONFIRMATION_NOT_REQUIRED and the page says nothing; once the customer confirms an
// address by the link an e-mail change sends, it is ACCOUNT_CONFIRMED and the page says so.
import { describe, expect, it } from "vitest";
import { accountGateway } from "~/.server/platform";
import { customerApi, STORE } from "~/.server/account/gateways";
import { loader } from "~/routes/account.information/route";
import { hosted } from "../support/session";
import { browserRequest, mailsTo, newCustomer, replied, signedInCookie, useRoutesSandbox } from "./routes-sandbox";

useRoutesSandbox();

describe("account confirmation", () => {
  it("is not shown until the customer confirms an address by its link, then it is", async () => {
    const customer = await newCustomer();
    const page = async () =>
      replied<{ email: string; emailConfirmed: boolean }>(
        await hosted(loader)({
          request: browserRequest("/account/information", { cookie: await signedInCookie(customer.signIn) }),
          params: {},
        }),
      ).data;
    expect(await customerApi().getConfirmationStatus(STORE, customer.signIn.commerceToken)).toBe(
      "ACCOUNT_CONFIRMATION_NOT_REQUIRED",
    );
    expect(await page()).toMatchObject({ email: customer.email, emailConfirmed: false });

    const next = `confirmed-${Date.now()}@example.com`;
    expect((await accountGateway().requestEmailChange(customer.auth, next, customer.password)).ok).toBe(true);
    // asked, not yet confirmed: still nothing to say
    expect(await page()).toMatchObject({ emailConfirmed: false });
    const [mail] = await mailsTo(next);
    expect((await accountGateway().verifyEmailChange(mail.token!)).ok).toBe(true);

    expect(await customerApi().getConfirmationStatus(STORE, customer.signIn.commerceToken)).toBe("ACCOUNT_CONFIRMED");
    expect(await page()).toMatchObject({ email: next, emailConfirmed: true });
  });
});
