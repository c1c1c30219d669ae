// /account/update-phone: enter a number → we text a one-time code → enter the code. The
// number counts as verified only when the platform says "validated" (product.md §4); both the
// sending and the checking of codes are rate limited (design.md §5).
import { useLoaderData } from "@remix-run/react";
import { PostForm } from "~/components/forms/PostForm";
import { parseForm, reply } from "~/.server/forms/form";
import { accountAction, accountLoader, done, accountRefusal, type ActionContext } from "~/.server/account/context";
import { clearPendingPhone, readPendingPhone, savePendingPhone } from "./phone-verification.server";
import { accountGateway } from "~/.server/platform/account";
import { shownPhone } from "~/.server/addresses/display";
import { storeCountry } from "~/.server/config";
import { authLimits, tooManyAttempts } from "~/.server/limits/rate-limit";
import { AccountForm, AccountPage, accountMeta, FailureNotice } from "~/components/account/AccountForm";
import { usePostForm } from "~/components/forms/usePostForm";
import { CodeField, TextField } from "~/components/forms/Field";
import { codeSchema, phoneSchema } from "~/lib/schemas/account";
import type { PhoneVerificationState } from "~/lib/models/account";
import { formatTime } from "~/.server/account/format";

export const loader = accountLoader(async ({ request, user }) => {
  const api = accountGateway({ signal: request.signal });
  const [profile, pending] = await Promise.all([
    api.getProfile(user.auth),
    readPendingPhone(request, user.auth.userUuid),
  ]);
  // product.md §7 Verification (GET the item): before the customer types, whether the code can still be used
  const item = pending ? await api.getPhoneVerification(user.auth, pending.verificationId) : null;
  return {
    current: profile.telephone ? shownPhone(profile.telephone) : null,
    pendingNumber: pending ? shownPhone(pending.telephone) : null,
    code: pending ? codeState(item) : null,
  };
});

/** What the code step says of the code sent: usable (until when, tries left), or not any more. */
function codeState(item: PhoneVerificationState | null) {
  if (!item || item.status === "failed" || (item.expiresAt && Date.parse(item.expiresAt) <= Date.now()))
    return {
      usable: false as const,
      message:
        "This code can no longer be used: it was entered wrongly too often, or it has expired. Send a new code, or use a different number.",
    };
  if (item.status === "validated")
    return {
      usable: false as const,
      message: "This code has already been used. Send a new code to verify the number again.",
    };
  return {
    usable: true as const,
    until: item.expiresAt ? formatTime(item.expiresAt) : null,
    triesLeft: item.attemptsLeft,
  };
}

async function limited(ctx: ActionContext, key: string) {
  const decision = await authLimits.oneTimeCode(ctx.request, key);
  if (decision.ok) return null;
  const wait = { "Retry-After": String(decision.retryAfterSeconds) };
  return reply(ctx.intent, ctx.form, {
    message: tooManyAttempts(decision.retryAfterSeconds),
    status: 429,
    headers: wait,
  });
}

/** Texts a code to `telephone` and remembers the verification; the upstream's refusal otherwise. */
async function sendCode(ctx: ActionContext, telephone: string) {
  const { user } = ctx;
  const result = await accountGateway().startPhoneVerification(user.auth, telephone);
  if (!result.ok) return result;
  const cookie = await savePendingPhone({
    userUuid: user.auth.userUuid,
    verificationId: result.value.verificationId,
    telephone,
  });
  return {
    ok: true as const,
    response: await done(
      user.session,
      "/account/update-phone",
      `We've sent a code by text message to ${shownPhone(telephone)}.`,
      "info",
      [cookie],
    ),
  };
}

export const action = accountAction({
  "send-code": async (ctx) => {
    const submission = parseForm(ctx.form, phoneSchema({ countryCode: storeCountry() }));
    if (submission.status !== "success") return reply(ctx.intent, submission);
    const refused = await limited(ctx, `send:${ctx.user.auth.userUuid}`);
    if (refused) return refused;
    const { telephone } = submission.value;
    const sent = await sendCode(ctx, telephone);
    return sent.ok
      ? sent.response
      : reply(ctx.intent, submission, accountRefusal(sent.error, { telephone: "telephone", phone: "telephone" }));
  },
  resend: async (ctx) => {
    const pending = await readPendingPhone(ctx.request, ctx.user.auth.userUuid);
    if (!pending) return done(ctx.user.session, "/account/update-phone", null);
    const refused = await limited(ctx, `send:${ctx.user.auth.userUuid}`);
    if (refused) return refused;
    const sent = await sendCode(ctx, pending.telephone);
    if (sent.ok) return sent.response;
    if (sent.error.code === "SESSION_EXPIRED") throw sent.error;
    return reply(ctx.intent, ctx.form, { message: sent.error.message });
  },
  restart: async ({ user }) => done(user.session, "/account/update-phone", null, "info", [await clearPendingPhone()]),
  "verify-code": async (ctx) => {
    const { user, form } = ctx;
    const pending = await readPendingPhone(ctx.request, user.auth.userUuid);
    if (!pending)
      return done(
        user.session,
        "/account/update-phone",
        "Your code has expired. Enter your number again and we'll send a new one.",
        "info",
      );
    const submission = parseForm(form, codeSchema());
    if (submission.status !== "success") return reply(ctx.intent, submission);
    const refused = await limited(ctx, `${user.auth.userUuid}|${pending.verificationId}`);
    if (refused) return refused;
    const result = await accountGateway().confirmPhoneVerification(
      user.auth,
      pending.verificationId,
      submission.value.oneTimeCode,
    );
    if (!result.ok)
      return reply(
        ctx.intent,
        submission,
        accountRefusal(result.error, { code: "oneTimeCode", oneTimeCode: "oneTimeCode" }),
      );
    if (result.value.status === "validated") {
      return done(
        user.session,
        "/account/information",
        `Your phone number ${shownPhone(pending.telephone)} is verified.`,
        "success",
        [await clearPendingPhone()],
      );
    }
    // Not "validated" is not verified (product.md §4). "failed" is final for this code; anything
    // else (pending, or a status we don't know) means this code was not accepted.
    const message =
      result.value.status === "failed"
        ? "This code can no longer be used: it was entered wrongly too often, or it has expired. Send a new code."
        : "That code is not right. Check the text message and try again.";
    return reply(ctx.intent, submission, { fieldErrors: { oneTimeCode: [message] } });
  },
});

export const meta = accountMeta("Update phone number", "update-phone");
export const handle = {
  pageName: "update-phone",
  breadcrumbs: () => [
    { label: "Account information", href: "/account/information" },
    { label: "Phone number", href: "/account/update-phone" },
  ],
};

export default function UpdatePhone() {
  const { pendingNumber, current, code } = useLoaderData<typeof loader>();
  return (
    <AccountPage
      title={pendingNumber ? "Enter your code" : "Update your phone number"}
      intro={
        pendingNumber ? (
          <p>
            We've sent a code by text message to <strong>{pendingNumber}</strong>.
            {code?.usable ? ` ${codeValidity(code.until, code.triesLeft)}` : null}
          </p>
        ) : (
          <p>
            {current ? `Your number now is ${current}.` : "You haven't given us a phone number yet."} We'll send a code
            by text message to check the new one.
          </p>
        )
      }
    >
      {pendingNumber ? <CodeStep spent={code && !code.usable ? code.message : null} /> : <NumberStep />}
    </AccountPage>
  );
}

function NumberStep() {
  const [form, fields] = usePostForm<typeof phoneSchema>("send-code", { telephone: "" });
  return (
    <AccountForm form={form} intent="send-code" submit="Send code">
      <TextField
        meta={fields.telephone}
        type="tel"
        label="Mobile phone number"
        hint="Like 07700 900123, or +44 7700 900123."
        autoComplete="tel"
        inputMode="tel"
      />
    </AccountForm>
  );
}

function codeValidity(until: string | null, triesLeft: number) {
  const tries = `${triesLeft} ${triesLeft === 1 ? "try" : "tries"} left`;
  return until ? `It works until ${until} (${tries}).` : `You have ${tries}.`;
}

function CodeStep({ spent }: { spent: string | null }) {
  const [form, fields] = usePostForm<typeof codeSchema>("verify-code", { oneTimeCode: "" });
  return (
    <>
      <FailureNotice intents={["resend"]} />
      {spent ? (
        <p className="notice notice--info" role="status">
          {spent}
        </p>
      ) : (
        <AccountForm form={form} intent="verify-code" submit="Verify number">
          <CodeField
            meta={fields.oneTimeCode}
            label="Code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={12}
            className="field--short"
          />
        </AccountForm>
      )}
      <div className="account-actions">
        <PostForm intent="resend">
          <button type="submit" className="btn btn--secondary btn--small">
            Send a new code
          </button>
        </PostForm>
        <PostForm intent="restart">
          <button type="submit" className="btn btn--ghost btn--small">
            Use a different number
          </button>
        </PostForm>
      </div>
    </>
  );
}
