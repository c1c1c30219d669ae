import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { replyFor } from "~/components/forms/usePostForm";
import { isFormReply, type SubmissionResult } from "~/lib/form-kit";
import type { CartChangeDetail } from "~/.server/cart/actions";
import { useMoney } from "~/lib/use-money";
import type { CartItem } from "~/lib/models/commerce";
import { GiftChoice, LineOffers } from "./GiftChoice";

type Line = CartItem & { href: string };

/** The last failed reply to `intent` about this line (a fetcher's, or the page's without JavaScript). */
function failureFor(line: Line, intent: string, ...answers: unknown[]) {
  for (const answer of answers) {
    const result = replyFor(answer, intent);
    if (result?.status === "error" && result.initialValue?.itemId === line.id) return result;
  }
  return undefined;
}

const firstError = (result: SubmissionResult | undefined) =>
  result ? Object.values(result.error ?? {}).flatMap((m) => m ?? [])[0] : undefined;

/** What a fetcher's successful change says ("Quantity of … changed to 3."), if its answer is one. */
const announcementOf = (answer: unknown) =>
  isFormReply(answer) ? (answer.detail as CartChangeDetail | undefined)?.announce : undefined;

/**
 * `points`: what the line earns in the club (null: a guest, or the lookup failed: none shown).
 * `onChanged` hears what each change made with scripting on says, as soon as its answer arrives
 * (before a removed line leaves the page), for the page's live region.
 */
export function CartLine({
  line,
  points = null,
  onChanged,
}: {
  line: Line;
  points?: string | null;
  onChanged?: (message: string) => void;
}) {
  const money = useMoney();
  const update = useFetcher({ key: `update-${line.id}` });
  const remove = useFetcher({ key: `remove-${line.id}` });
  // each answer once: `onChanged` is the page's stable callback
  useEffect(() => {
    const message = announcementOf(update.data);
    if (message) onChanged?.(message);
  }, [update.data, onChanged]);
  useEffect(() => {
    const message = announcementOf(remove.data);
    if (message) onChanged?.(message);
  }, [remove.data, onChanged]);
  const page = useActionData();
  const hydrated = useHydrated();
  const updateFailed = failureFor(line, "update", update.data, page);
  const message = firstError(updateFailed) ?? firstError(failureFor(line, "remove", remove.data, page));
  const typed = updateFailed?.initialValue?.quantity;
  const qtyId = `qty-${line.id}`;
  const errId = `line-error-${line.id}`;
  const limitId = `qty-limit-${line.id}`;
  const described = [
    line.quantityLimit ? limitId : "",
    message ? errId : "",
    line.errors.length ? `${errId}-server` : "",
  ]
    .filter(Boolean)
    .join(" ");
  const removeForm = (
    <PostForm fetcher={remove} intent="remove">
      <input type="hidden" name="itemId" value={line.id} />
      {hydrated ? <input type="hidden" name="stay" value="1" /> : null}
      <SubmitButton intent="remove" className="btn btn--ghost btn--small" pending={remove.state !== "idle"}>
        Remove<span className="visually-hidden"> {line.product.name}</span>
      </SubmitButton>
    </PostForm>
  );
  return (
    <li className="cart-line" aria-busy={update.state !== "idle" || remove.state !== "idle"}>
      <img src={line.picture.url} alt="" width="72" height="72" loading="lazy" />
      <div>
        <h2 className="h3">
          <a href={line.href}>{line.product.name}</a>
        </h2>
        {line.isSubscription ? <p className="badge">Subscription</p> : null}
        {line.isGift ? <p className="badge">Free gift</p> : null}
        {line.registrationConsent ? <p>Will be registered to you for its warranty</p> : null}
        {line.options.length > 0 ? (
          <ul>
            {line.options.map((o) => (
              <li key={`${o.label}-${o.value}`}>
                {o.label}: {o.value}
              </li>
            ))}
          </ul>
        ) : null}
        <p>
          {money(line.price)} each · <strong>{money(line.rowTotalInclTax)}</strong>
          {line.discount.value > 0 ? ` (you save ${money(line.discount)})` : ""}
        </p>
        {points ? <p className="cart-line__points">Earns {points}</p> : null}
        <LineOffers line={line} />
        {line.errors.length ? (
          <div id={`${errId}-server`} role="alert">
            {line.errors.map((e) => (
              <p key={e.code} className="cart-line__error">
                {e.message}
              </p>
            ))}
          </div>
        ) : null}
        {line.isGift ? (
          // a free gift comes and goes with its product; one in error may be taken out
          line.errors.length ? (
            <div className="cart-line__actions">{removeForm}</div>
          ) : null
        ) : (
          <div className="cart-line__actions">
            <PostForm fetcher={update} intent="update" className="inline-form">
              <input type="hidden" name="itemId" value={line.id} />
              {hydrated ? <input type="hidden" name="stay" value="1" /> : null}
              <div className="field">
                <label htmlFor={qtyId}>
                  Quantity<span className="visually-hidden"> of {line.product.name}</span>
                </label>
                <input
                  id={qtyId}
                  name="quantity"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={line.quantityLimit ?? 99}
                  className="qty-input"
                  defaultValue={typeof typed === "string" ? typed : String(line.quantity)}
                  key={`${line.quantity}-${String(typed ?? "")}`}
                  aria-invalid={updateFailed?.error?.quantity ? true : undefined}
                  aria-describedby={described || undefined}
                />
                {line.quantityLimit ? (
                  <p className="field__hint" id={limitId}>
                    At most {line.quantityLimit} per order
                  </p>
                ) : null}
              </div>
              <SubmitButton intent="update" className="btn btn--secondary btn--small" pending={update.state !== "idle"}>
                Update<span className="visually-hidden"> quantity of {line.product.name}</span>
              </SubmitButton>
            </PostForm>
            {removeForm}
          </div>
        )}
        {message ? (
          <p className="field__error" id={errId} role="alert">
            {message}
          </p>
        ) : null}
        <GiftChoice line={line} onChanged={onChanged} />
      </div>
    </li>
  );
}
