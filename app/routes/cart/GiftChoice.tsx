import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { replyFor } from "~/components/forms/usePostForm";
import { isFormReply } from "~/lib/form-kit";
import { ADD_GIFTS_INTENT, checkedValues, GIFT_FIELD } from "~/lib/form-names";
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
 * The free gifts the shopper chooses with a line (product.md §7), a plain form of check boxes;
 * with scripting on it answers in place. The gifts that cannot be chosen are shown, greyed,
 * with why. What was ticked stays ticked when the choice is refused.
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
  if (!choice || choice.chosen >= choice.allowedQty) return null;
  const failed = [fetcher.data, page]
    .map((answer) => replyFor(answer, ADD_GIFTS_INTENT))
    .find((r) => r?.status === "error" && r.initialValue?.itemId === line.id);
  const message = failed?.error?.[GIFT_FIELD]?.[0] ?? failed?.error?.[""]?.[0];
  const ticked = new Set(checkedValues(failed?.initialValue?.[GIFT_FIELD]));
  const left = choice.allowedQty - choice.chosen;
  const errId = `gift-error-${line.id}`;
  return (
    <PostForm fetcher={fetcher} intent={ADD_GIFTS_INTENT} className="gift-choice">
      <input type="hidden" name="itemId" value={line.id} />
      <input type="hidden" name="parentSku" value={line.product.sku} />
      <input type="hidden" name="parentId" value={line.lineId} />
      {hydrated ? <input type="hidden" name="stay" value="1" /> : null}
      <fieldset aria-describedby={message ? errId : undefined} aria-invalid={message ? true : undefined}>
        <legend>
          Choose {left === 1 ? "your free gift" : `up to ${left} free gifts`}
          <span className="visually-hidden"> with {line.product.name}</span>
        </legend>
        {message ? (
          <p className="field__error" id={errId} role="alert">
            {message}
          </p>
        ) : null}
        {choice.products.map((g) => (
          <div key={g.sku} className="choice">
            <input
              type="checkbox"
              id={`gift-${line.id}-${g.sku}`}
              name={GIFT_FIELD}
              value={g.sku}
              disabled={!g.eligible}
              defaultChecked={ticked.has(g.sku)}
              key={`${g.sku}-${ticked.has(g.sku)}`}
            />
            <label htmlFor={`gift-${line.id}-${g.sku}`}>
              {g.name}
              {!g.eligible && g.description ? <span className="gift-choice__why"> ({g.description})</span> : null}
            </label>
          </div>
        ))}
      </fieldset>
      <SubmitButton
        intent={ADD_GIFTS_INTENT}
        className="btn btn--secondary btn--small"
        pending={fetcher.state !== "idle"}
      >
        Add {left === 1 ? "gift" : "gifts"}
        <span className="visually-hidden"> with {line.product.name}</span>
      </SubmitButton>
    </PostForm>
  );
}
