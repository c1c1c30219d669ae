// The age-verification page's body, the same for a customer and a guest at checkout: the
// methods from the platform as links (the choice lives in the URL), and the chosen method's
// form with its labelled fields. Plain POSTs; an asynchronous method's submit goes on to the
// provider's page.
import { Link } from "@remix-run/react";
import { AccountForm } from "~/components/account/AccountForm";
import { TextField, type TextMeta } from "~/components/forms/Field";
import { usePostForm } from "~/components/forms/usePostForm";
import type { AgeMethod } from "~/lib/models/age-verification";
import type { ageFieldsSchema } from "~/lib/schemas/age-verification";

export interface MethodLink {
  code: string;
  name: string;
  description: string;
  href: string;
}

function MethodForm({
  method,
  redirectTo,
  prefill,
}: {
  method: AgeMethod;
  redirectTo: string;
  prefill: Record<string, string>;
}) {
  const defaults = Object.fromEntries(method.fields.map((f) => [f.code, prefill[f.code] ?? ""]));
  const [form, fields] = usePostForm<typeof ageFieldsSchema>("verify", defaults);
  const async = method.flow === "async";
  return (
    <AccountForm form={form} intent="verify" submit={async ? "Continue to your bank" : "Verify my age"}>
      <input type="hidden" name="method" value={method.code} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {method.fields.map((f) => (
        <TextField
          key={f.code}
          meta={fields[f.code] as TextMeta}
          label={f.label}
          hint={f.hint ?? undefined}
          type={f.type === "date" ? "date" : "text"}
          autoComplete={f.type === "date" ? "bday" : "off"}
          spellCheck={false}
          optional={!f.required}
          className={f.type === "date" ? "field--short" : undefined}
        />
      ))}
      {async ? (
        <p className="field__hint">
          Your bank&rsquo;s page opens next. Once you have confirmed there, you come back here to see the result.
        </p>
      ) : null}
    </AccountForm>
  );
}

export function AgeVerificationView({
  methods,
  selected,
  redirectTo,
  prefill = {},
}: {
  methods: MethodLink[];
  selected: AgeMethod | null;
  redirectTo: string;
  /** what the shop already knows (a customer's date of birth) */
  prefill?: Record<string, string>;
}) {
  return (
    <>
      <section className="account-panel" aria-labelledby="age-methods-title">
        <h2 id="age-methods-title">Choose how to verify</h2>
        <ul className="account-sections">
          {methods.map((m) => (
            <li key={m.code}>
              <Link to={m.href} aria-current={selected?.code === m.code ? "true" : undefined}>
                {m.name}
              </Link>
              <span className="field__hint"> {m.description}</span>
            </li>
          ))}
        </ul>
      </section>
      {selected ? (
        <section className="account-panel" aria-labelledby="age-method-title">
          <h2 id="age-method-title">{selected.name}</h2>
          <p>{selected.description}</p>
          <MethodForm key={selected.code} method={selected} redirectTo={redirectTo} prefill={prefill} />
        </section>
      ) : null}
    </>
  );
}
