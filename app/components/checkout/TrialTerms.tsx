// What a free trial costs (issue 40, 5), before the shopper commits (on /trial and above
// "Place order") and on the confirmation: today's amount and how it is paid, the amount once the
// trial ends, and the trial product's own terms. The server reads all of it from the commerce
// data (app/.server/checkout/trial-terms.ts).
import type { TrialTerms } from "~/.server/checkout/trial-terms";
import { useMoney } from "~/lib/use-money";
import type { Money } from "~/lib/models/commerce";

export function TrialTermsBox({
  trial,
  today,
  paidBy,
}: {
  trial: Pick<TrialTerms, "product" | "terms" | "afterTrial">;
  /** what is paid today, when it is known (the cart's or the order's total) */
  today?: Money | null;
  /** how today's amount is paid: the payment method's title */
  paidBy?: string | null;
}) {
  const money = useMoney();
  return (
    <section className="trial-terms" aria-labelledby="trial-terms-title">
      <h2 id="trial-terms-title" className="h3">
        Your free trial: what it costs
      </h2>
      <dl>
        {today ? (
          <div>
            <dt>To pay today</dt>
            <dd>
              {money(today)}
              {paidBy ? ` (${paidBy})` : null}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>After your free trial</dt>
          <dd>{money(trial.afterTrial)}</dd>
        </div>
      </dl>
      {trial.terms ? (
        <p>
          <strong>{trial.product}:</strong> {trial.terms}
        </p>
      ) : null}
    </section>
  );
}
