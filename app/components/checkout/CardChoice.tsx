// Paying by card: a saved card or a new one (typed on the provider's page, never here), and
// for a customer paying with a new card, whether to save it. Without scripting every choice
// shows; the server ignores them when another payment method is chosen.
import { CheckboxField, type BooleanMeta, type TextMeta } from "~/components/forms/Field";
import { RadioGroup } from "~/components/forms/RadioGroup";
import type { WalletCard } from "~/lib/models/account";
import { NEW_CARD } from "~/lib/form-names";

type Fields = { savedCard: TextMeta; saveCard: BooleanMeta };

export function CardChoice({
  card,
  fields,
  button = "Place order",
}: {
  card: { cards: WalletCard[]; canSave: boolean };
  fields: Fields;
  /** the form's submit button, named in the hint */
  button?: string;
}) {
  return (
    <div className="card-choice">
      {card.cards.length > 0 ? (
        <RadioGroup
          meta={fields.savedCard}
          legend="If you pay by card, which card?"
          options={[
            ...card.cards.map((c) => ({
              value: c.id,
              label: `${c.brand} ending ${c.last4}`,
              hint: `Expires ${c.expiry}`,
            })),
            { value: NEW_CARD, label: "A new card" },
          ]}
        />
      ) : null}
      {card.canSave ? (
        <CheckboxField
          meta={fields.saveCard}
          label="Save a new card for next time"
          hint="Our payment provider keeps it for you; we never see or keep your full card number."
        />
      ) : null}
      <p className="field__hint">
        After you press {button} you&apos;ll enter or confirm your card on our payment provider&apos;s secure page.
      </p>
    </div>
  );
}
