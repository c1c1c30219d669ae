import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { replyFor } from "~/components/forms/usePostForm";
import { isFormReply } from "~/lib/form-kit";
import { ADD_GIFTS_INTENT, GIFT_FIELD } from "~/lib/form-names";
import type { CartChangeDetail } from "~/.server/cart/actions";
import type { CartItem } from "~/lib/models/commerce";

/**
 * A cart line's offers (product.md §3): each one's label and title, and whether it applies to
 * this cart or the hint telling how to qualify.
 */
export function LineOffers({ line }: { line: CartItem }) {
  if (line.isGift || line.offers.length === 0) return null;
  return (
    <ul className="cart-line__offers" aria-label={`Offers on ${line.product.name}`}>
      {line.offers.map((o) => (
        <li key={o.code}>
          <strong>{o.label ?? o.title}</strong>
          {o.label ? `: ${o.title}. ` : ". "}
          {o.eligible ? "Applies to your cart." : o.potentiallyEligible && o.hint ? o.hint : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The free gifts the shopper chooses with a line (product.md §7), a plain form with a quantity
 * for each gift, up to the line's allowed quantity in all; it stays once gifts are chosen, to
 * swap one for another (its quantity to 0, the other's up) or change how many. With scripting
 * on it answers in place. A gift that cannot be chosen is shown with why; one already chosen
 * that ran out can still be taken down. What was typed stays when the choice is refused.
 */
export function GiftChoice({ line, onChanged }: { line: CartItem; onChanged?: (message: string) => void }) {
  const fetcher = useFetcher({ key: `gifts-${line.id}` });
  const page = useActionData();
  const hydrated = useHydrated();
  useEffect(() => {
    const announce = isFormReply(fetcher.data) ? (fetcher.data.detail as CartChangeDetail | undefined)?.announce : null;
    if (announce) onChanged?.(announce);
  }, [fetcher.data, onChanged]);
  const choice = line.giftChoice;
  if (!choice || choice.allowedQty < 1) return null;
  const failed = [fetcher.data, page]
    .map((answer) => replyFor(answer, ADD_GIFTS_INTENT))
    .find((r) => r?.status === "error" && r.initialValue?.itemId === line.id);
  const message = failed?.error?.[GIFT_FIELD]?.[0] ?? failed?.error?.[""]?.[0];
  const typed = (failed?.initialValue?.qty ?? {}) as Record<string, unknown>;
  const errId = `gift-error-${line.id}`;
  const hintId = `gift-hint-${line.id}`;
  const has = (sku: string) => choice.lines.filter((l) => l.sku === sku).reduce((n, l) => n + l.quantity, 0);
  return (
    <PostForm fetcher={fetcher} intent={ADD_GIFTS_INTENT} className="gift-choice" noValidate>
      <input type="hidden" name="itemId" value={line.id} />
      <input type="hidden" name="parentSku" value={line.product.sku} />
      <input type="hidden" name="parentId" value={line.lineId} />
      {hydrated ? <input type="hidden" name="stay" value="1" /> : null}
      <fieldset
        aria-describedby={[hintId, message ? errId : ""].filter(Boolean).join(" ")}
        aria-invalid={message ? true : undefined}
      >
        <legend>
          {choice.chosen > 0 ? "Your free gifts" : "Choose your free gifts"}
          <span className="visually-hidden"> with {line.product.name}</span>
        </legend>
        <p className="field__hint" id={hintId}>
          {choice.allowedQty === 1 ? "One gift" : `Up to ${choice.allowedQty} gifts`} in all
          {choice.chosen > 0 ? "; set one to 0 to swap it for another." : "."}
        </p>
        {message ? (
          <p className="field__error" id={errId} role="alert">
            {message}
          </p>
        ) : null}
        {choice.products.map((g) => {
          const had = has(g.sku);
          const id = `gift-${line.id}-${g.sku}`;
          const why = `${id}-why`;
          const fieldError = failed?.error?.[`qty.${g.sku}`]?.[0];
          const value = typed[g.sku];
          return (
            <div key={g.sku} className="field gift-choice__gift">
              <label htmlFor={id}>
                {g.name}
                <span className="visually-hidden"> (quantity)</span>
              </label>
              {fieldError ? (
                <p className="field__error" id={`${id}-error`}>
                  {fieldError}
                </p>
              ) : null}
              <input
                id={id}
                name={`qty.${g.sku}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={g.eligible ? choice.allowedQty : had}
                className="qty-input"
                // a gift that cannot be chosen now: only one already chosen may be taken down
                disabled={!g.eligible && had === 0}
                defaultValue={typeof value === "string" ? value : String(had)}
                key={`${g.sku}-${had}-${String(value ?? "")}`}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={
                  [fieldError ? `${id}-error` : "", !g.eligible && g.description ? why : ""]
                    .filter(Boolean)
                    .join(" ") || undefined
                }
              />
              {!g.eligible && g.description ? (
                <span className="gift-choice__why" id={why}>
                  {g.description}
                </span>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      <SubmitButton
        intent={ADD_GIFTS_INTENT}
        className="btn btn--secondary btn--small"
        pending={fetcher.state !== "idle"}
      >
        {choice.chosen > 0 ? "Update gifts" : "Add gifts"}
        <span className="visually-hidden"> with {line.product.name}</span>
      </SubmitButton>
    </PostForm>
  );
}
