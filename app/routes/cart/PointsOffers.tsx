// The club's points in the cart's summary: the offer applied (with "Remove"), or the offers the
// customer's balance covers, each its own plain POST form ("apply-campaign", "remove-campaign"
// in app/.server/cart/actions.ts).
import { useActionData } from "@remix-run/react";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { replyFor } from "~/components/forms/usePostForm";
import { useForm } from "~/lib/form-kit";
import type { CartClub } from "./route";

export function PointsOffers({ club }: { club: CartClub }) {
  const page = useActionData();
  const [applyForm] = useForm({ id: "apply-campaign", lastResult: replyFor(page, "apply-campaign") });
  const [removeForm] = useForm({ id: "remove-campaign", lastResult: replyFor(page, "remove-campaign") });
  return (
    <section aria-labelledby="points-title" className="coupon">
      <h2 id="points-title" className="h3">
        Club points
      </h2>
      {club.balance ? <p>You have {club.balance}.</p> : null}
      {club.applied ? (
        <PostForm form={removeForm} intent="remove-campaign">
          <p>
            Applied: <strong>{club.applied.label}</strong>{" "}
            <SubmitButton intent="remove-campaign" className="btn btn--ghost btn--small">
              Remove<span className="visually-hidden"> points offer</span>
            </SubmitButton>
          </p>
        </PostForm>
      ) : club.offers.length > 0 ? (
        <PostForm form={applyForm} intent="apply-campaign">
          <ul className="points-offers">
            {club.offers.map((o) => (
              <li key={o.uuid}>
                <button type="submit" name="campaign" value={o.uuid} className="btn btn--secondary btn--small">
                  {o.label}
                </button>
              </li>
            ))}
          </ul>
        </PostForm>
      ) : (
        <p>Collect more points to take money off an order.</p>
      )}
    </section>
  );
}
