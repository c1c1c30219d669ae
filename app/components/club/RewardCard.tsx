// A reward in the catalogue: its name links to its page, where it is redeemed.
import { Link } from "@remix-run/react";
import type { RewardItem } from "~/.server/club/view";
import { srcSet } from "~/lib/images";

export function RewardCard({ reward, level = 3 }: { reward: RewardItem; level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <li className="account-panel reward-card">
      {reward.image ? (
        // decorative: the reward's name follows
        <img
          className="reward-card__image"
          src={reward.image}
          srcSet={srcSet(reward.image, [200, 400])}
          sizes="200px"
          alt=""
          width="200"
          height="200"
          loading="lazy"
        />
      ) : (
        <span className="reward-card__swatch" style={{ background: reward.color ?? undefined }} aria-hidden="true" />
      )}
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
