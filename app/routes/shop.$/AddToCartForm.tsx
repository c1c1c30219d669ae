import { useActionData, useFetcher } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { ProductPageData } from "./product.server";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { replyFor } from "~/components/forms/usePostForm";
import { useMoney } from "~/lib/use-money";
import { choiceTotal } from "~/lib/bundle-price";
import { useState, type FormEvent } from "react";
import { Price } from "~/components/product/Price";

type LinkReply = { detail?: { linkChoiceHtml?: string } } | undefined;

/**
 * A plain POST form; with JavaScript it goes through a fetcher, so the page stays
 * put and the header count updates when the root loader revalidates.
 */
export function AddToCartForm({ page }: { page: ProductPageData }) {
  const money = useMoney();
  const { product } = page;
  const fetcher = useFetcher({ key: `add-${product.sku}` });
  const actionData = useActionData();
  const hydrated = useHydrated();
  const result = replyFor(fetcher.data, "add") ?? replyFor(actionData, "add");
  // a refused choice of files comes back drawn again on the server (product.server.ts linkRefusal)
  const redrawn = ((result === replyFor(actionData, "add") ? actionData : fetcher.data) as LinkReply)?.detail;
  const failed = result?.status === "error";
  const values = (failed ? result.initialValue : null) ?? {};
  const errors = Object.fromEntries(Object.entries(result?.error ?? {}).map(([k, m]) => [k, m?.[0]]));
  const formError = errors[""] ?? errors.sku ?? errors.kind;
  const added = result && !failed ? Number(result.initialValue?.quantity ?? 1) : null;
  const pending = fetcher.state !== "idle";
  const kind =
    product.typeId === "configurable" || product.typeId === "bundle" || product.typeId === "grouped"
      ? product.typeId
      : "simple";
  const limit = product.orderQuantityLimit ?? 99;
  const chosenSku = typeof values.sku === "string" ? values.sku : page.sku;
  const errorId = "add-error";

  return (
    <PostForm fetcher={fetcher} intent="add" className="add-to-cart" aria-describedby={result ? errorId : undefined}>
      <input type="hidden" name="kind" value={kind} />
      {hydrated ? <input type="hidden" name="stay" value="1" /> : null}
      {kind === "configurable" ? <input type="hidden" name="parentSku" value={product.sku} /> : null}
      {kind === "configurable" && page.variant ? <input type="hidden" name="sku" value={page.variant.sku} /> : null}
      {kind === "bundle" || kind === "grouped" ? <input type="hidden" name="sku" value={product.sku} /> : null}

      {kind === "simple" && page.purchaseOptions.length > 1 ? (
        <fieldset>
          <legend>How would you like to buy?</legend>
          {page.purchaseOptions.map((o) => (
            <div key={o.sku}>
              <label className="choice">
                <input
                  type="radio"
                  name="sku"
                  value={o.sku}
                  defaultChecked={o.sku === chosenSku}
                  disabled={!o.inStock}
                />
                <span>
                  {o.label}
                  {" · "}
                  {money(o.price.final)}
                  {o.inStock ? "" : " (out of stock)"}
                </span>
              </label>
            </div>
          ))}
        </fieldset>
      ) : kind === "simple" ? (
        <input type="hidden" name="sku" value={product.sku} />
      ) : null}

      {kind === "bundle" ? <BundleChoices page={page} values={values} errors={errors} hydrated={hydrated} /> : null}

      {page.linkChoiceHtml ? (
        <div dangerouslySetInnerHTML={{ __html: redrawn?.linkChoiceHtml ?? page.linkChoiceHtml }} />
      ) : null}

      {page.variant ? <Price price={page.variant.price} /> : null}

      {page.registrationConsent ? (
        <RegistrationConsentField checked={values.registrationConsent === "1"} words={page.registrationConsent} />
      ) : null}

      {kind === "grouped" ? (
        <GroupedItems page={page} values={values} errors={errors} />
      ) : (
        <QuantityField
          id="quantity"
          label="Quantity"
          min={1}
          max={limit}
          value={typeof values.quantity === "string" ? values.quantity : "1"}
          error={errors.quantity}
        />
      )}

      <SubmitButton intent="add" className="btn btn--primary btn--large" disabled={!page.inStock} pending={pending}>
        Add to cart
      </SubmitButton>
      {!page.inStock ? <p className="stock--out">This product is out of stock and can't be added right now.</p> : null}
      <div id={errorId} aria-live="polite">
        {added !== null ? (
          <p className="notice notice--success">
            {kind === "grouped" ? "Added your choice" : `Added ${added} × ${product.name}`} to your cart.{" "}
            <a href="/cart">View cart</a>
          </p>
        ) : formError ? (
          <p className="notice notice--error" role="alert">
            {formError}
          </p>
        ) : null}
      </div>
    </PostForm>
  );
}

/**
 * A bundle's groups of choices and the price of what is chosen. Without scripting, "Update
 * price" asks the page again with the choices in its URL (a GET from the same form); with it,
 * the price follows each change at once.
 */
function BundleChoices({
  page,
  values,
  errors,
  hydrated,
}: {
  page: ProductPageData;
  values: Record<string, unknown>;
  errors: Record<string, string | undefined>;
  hydrated: boolean;
}) {
  const money = useMoney();
  const { product } = page;
  // the server's price of the choices shown; with scripting, each change's: the checked
  // choices' prices, once every required group has one (as bundleTotal counts on the server)
  const [total, setTotal] = useState(page.bundle?.total?.value ?? null);
  const follow = (e: FormEvent<HTMLDivElement>) => {
    const box = e.currentTarget;
    const checked = [...box.querySelectorAll<HTMLInputElement>("input:checked")];
    const complete = [...box.querySelectorAll("fieldset[data-required]")].every((f) => f.querySelector(":checked"));
    setTotal(complete ? checked.reduce((sum, i) => sum + Number(i.dataset.price), 0) : null);
  };
  return (
    <div className="bundle-choices" onChange={follow}>
      {product.bundleOptions.map((group) => {
        const name = `bundle_${group.optionId}`;
        const chosen = values[name];
        const chosenList = Array.isArray(chosen) ? chosen : chosen ? [chosen] : null;
        const multi = group.type === "checkbox" || group.type === "multi";
        const err = errors[name];
        return (
          <fieldset
            key={group.optionId}
            aria-describedby={err ? `${name}-error` : undefined}
            data-required={group.required || undefined}
          >
            <legend>
              {group.title}
              {group.required ? " (required)" : " (optional)"}
            </legend>
            {err ? (
              <p className="field__error" id={`${name}-error`}>
                {err}
              </p>
            ) : null}
            {group.choices.map((c) => (
              <div key={c.id}>
                <label className="choice">
                  <input
                    type={multi ? "checkbox" : "radio"}
                    name={name}
                    value={c.id}
                    data-price={choiceTotal(c).value}
                    disabled={!c.inStock}
                    defaultChecked={
                      chosenList ? chosenList.includes(String(c.id)) : (page.bundle?.choices[name] ?? []).includes(c.id)
                    }
                  />
                  <span>
                    {c.quantity > 1 ? `${c.quantity} × ` : ""}
                    {c.label}
                    {c.price.value > 0 ? ` (+${money(choiceTotal(c))})` : ""}
                    {c.inStock ? "" : " (out of stock)"}
                  </span>
                </label>
              </div>
            ))}
          </fieldset>
        );
      })}
      <p className="bundle-choices__price" aria-live="polite">
        {total !== null ? (
          <>
            Your bundle:{" "}
            <strong>{money({ value: Math.round(total * 100) / 100, currency: product.price.final.currency })}</strong>
          </>
        ) : (
          "Choose each required part to see the price."
        )}
      </p>
      {hydrated ? null : (
        <button type="submit" formMethod="get" formAction={page.href} formNoValidate className="btn btn--secondary">
          Update price
        </button>
      )}
    </div>
  );
}

/** A quantity field (named as its id) and, beside it, what is wrong with it. */
export function QuantityField({
  id,
  name = id,
  label,
  min,
  max,
  value,
  error,
}: {
  id: string;
  name?: string;
  label: string;
  min: number;
  max: number;
  value: string;
  error?: string;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        defaultValue={value}
        className="qty-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A grouped product's items (product.md §3 GROUPED): each its own product, with its own quantity
 * field starting at what the group offers; an item out of stock has none. One form adds them.
 */
function GroupedItems({
  page,
  values,
  errors,
}: {
  page: ProductPageData;
  values: Record<string, unknown>;
  errors: Record<string, string | undefined>;
}) {
  return (
    <fieldset className="grouped-items">
      <legend>How many of each? Leave 0 to skip one.</legend>
      <ul className="grouped-items__list">
        {page.groupedItems.map((item) => {
          const typed = values[item.field];
          return (
            <li key={item.sku} className="grouped-items__item">
              {item.inStock ? (
                <QuantityField
                  id={`qty-${item.sku}`}
                  name={item.field}
                  label={item.label}
                  min={0}
                  max={99}
                  value={typeof typed === "string" ? typed : String(item.quantity)}
                  error={errors[item.field]}
                />
              ) : (
                <p>{item.label}</p>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/**
 * The registration consent of a device (product.md §3 has_registration_consent), asked in its
 * add-to-cart form and sent to commerce as an entered option. Optional (decision 0014): the
 * device is sold either way; ticked, it is registered to the buyer for its warranty.
 */
function RegistrationConsentField({
  checked,
  words,
}: {
  checked: boolean;
  words: NonNullable<ProductPageData["registrationConsent"]>;
}) {
  return (
    <div className="field">
      <label className="choice" htmlFor="registration-consent">
        <input
          id="registration-consent"
          type="checkbox"
          name="registrationConsent"
          value="1"
          defaultChecked={checked}
          aria-describedby="registration-consent-hint"
        />
        <span>{words.label}</span>
      </label>
      <p className="field__hint" id="registration-consent-hint">
        {words.hint}
      </p>
    </div>
  );
}
