// The discount-code box, the same on the cart page and the checkout's payment step: each
// page's action takes the "apply-coupon" and "remove-coupon" intents (app/.server/cart/actions.ts).
// Without JavaScript it is a plain POST and the page comes back; with it, a fetcher keeps the
// shopper where they are while the page's data refreshes.
import { useActionData, useFetcher } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { replyFor } from "~/components/forms/usePostForm";

const messagesOf = (result: ReturnType<typeof replyFor>, field: string) =>
  result?.status === "error" ? (result.error?.[field] ?? undefined) : undefined;

export function CouponForm({
  applied,
  canApply,
  cannotApply,
}: {
  applied: { code: string; label: string | null }[];
  canApply: boolean;
  /** said when this cart or order takes no codes */
  cannotApply: string;
}) {
  const apply = useFetcher({ key: "apply-coupon" });
  const remove = useFetcher({ key: "remove-coupon" });
  const page = useActionData();
  const hydrated = useHydrated();
  const applyResult = replyFor(apply.data, "apply-coupon") ?? replyFor(page, "apply-coupon");
  const removeResult = replyFor(remove.data, "remove-coupon") ?? replyFor(page, "remove-coupon");
  // the refusal first, then the cart's messages that came with it (product.md §8)
  const [codeError, ...cartSays] = messagesOf(applyResult, "code") ?? messagesOf(applyResult, "") ?? [];
  const removeError = messagesOf(removeResult, "")?.[0];
  const typed = applyResult?.status === "error" ? applyResult.initialValue?.code : undefined;
  const current = applied[0];
  const stay = hydrated ? <input type="hidden" name="stay" value="1" /> : null;
  return (
    <section aria-labelledby="coupon-title" className="coupon">
      <h2 id="coupon-title" className="h3">
        Discount code
      </h2>
      {current ? (
        <PostForm fetcher={remove} intent="remove-coupon">
          {stay}
          <p>
            Applied: <strong>{current.code}</strong>
            {current.label ? ` — ${current.label}` : ""}{" "}
            <SubmitButton
              intent="remove-coupon"
              className="btn btn--ghost btn--small"
              pending={remove.state !== "idle"}
            >
              Remove discount code<span className="visually-hidden"> {current.code}</span>
            </SubmitButton>
          </p>
          {removeError ? (
            <p className="field__error" role="alert">
              {removeError}
            </p>
          ) : null}
        </PostForm>
      ) : null}
      {canApply ? (
        <PostForm fetcher={apply} intent="apply-coupon" noValidate>
          {stay}
          <div className="field">
            <label htmlFor="coupon-code">{current ? "Use a different code" : "Code"}</label>
            {codeError ? (
              <div className="field__error" id="coupon-error" role="alert">
                <p>{codeError}</p>
                {cartSays.length ? (
                  <ul>
                    {cartSays.map((m) => (
                      <li key={m}>{m}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ) : null}
            <input
              id="coupon-code"
              name="code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              defaultValue={typeof typed === "string" ? typed : ""}
              key={typeof typed === "string" ? typed : "empty"}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? "coupon-error" : undefined}
            />
          </div>
          <SubmitButton intent="apply-coupon" className="btn btn--secondary" pending={apply.state !== "idle"}>
            Apply code
          </SubmitButton>
        </PostForm>
      ) : (
        <p>{cannotApply}</p>
      )}
    </section>
  );
}
