// The customer's standing in the club: tier (left out when it can't be read), balance, pending and
// expiring points.
import type { StatusView } from "~/.server/club/view";

export function ClubStatus({ status }: { status: StatusView }) {
  return (
    <section aria-labelledby="club-status" className="account-panel club-status">
      <h2 id="club-status">Your points</h2>
      <dl className="club-status__figures">
        {status.tier ? (
          <div>
            <dt>Tier</dt>
            <dd>
              {status.tierImage ? (
                <img className="club-status__tier" src={status.tierImage} alt="" width="32" height="32" />
              ) : null}
              {status.tier}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Balance</dt>
          <dd>{status.balance}</dd>
        </div>
        <div>
          <dt>Pending</dt>
          <dd>{status.pending ?? "None"}</dd>
        </div>
        <div>
          <dt>Expiring soon</dt>
          <dd>{status.expiring ? `${status.expiring.points} on ${status.expiring.on}` : "None"}</dd>
        </div>
      </dl>
      {status.pending ? (
        <p className="field__hint">Pending points count once an order&rsquo;s return period is over.</p>
      ) : null}
      {status.nextTier ? (
        <p>
          Earn {status.nextTier.missing} more within 12 months to reach {status.nextTier.name}.
        </p>
      ) : null}
    </section>
  );
}
