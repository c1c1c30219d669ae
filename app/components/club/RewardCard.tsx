// A reward in the catalogue: its name links to its page, where it is redeemed.
import { Link } from "@remix-run/react";
import type { RewardItem } from "~/.server/club/view";

export function RewardCard({ reward, level = 3 }: { reward: RewardItem; level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <li className="account-panel reward-card">
      <span className="reward-card__swatch" style={{ background: reward.color ?? undefined }} aria-hidden="true" />
      <Heading className="reward-card__name">
        <Link to={`/club/rewards/${encodeURIComponent(reward.slug)}`}>{reward.name}</Link>
      </Heading>
      <p>{reward.subtitle}</p>
      <p className="reward-card__facts">
        <strong>{reward.points}</strong> · {reward.type}
        {reward.stock ? ` · ${reward.stock}` : null}
      </p>
      {reward.blocker ? <p className="field__hint">{reward.blocker}</p> : null}
    </li>
  );
}
