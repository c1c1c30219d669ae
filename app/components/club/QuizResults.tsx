// A quiz submission's results: the score and each answer (right or not, in words), or the
// flavours recommended with the shop's products for them.
import { Link } from "@remix-run/react";
import { CardImage } from "~/components/product/ProductCard";
import { Price } from "~/components/product/Price";
import type { ProductSummary } from "~/lib/models/commerce";

interface Results {
  score: string | null;
  answers: { id: string; question: string; answer: string; correct: boolean | null }[];
  recommendations: {
    flavour: string;
    label: string;
    why: string;
    products: (ProductSummary & { href: string })[];
  }[];
}

export function QuizResults({ results }: { results: Results }) {
  return (
    <>
      {results.score ? (
        <p className="notice notice--info" role="status">
          You answered {results.score} correctly.
        </p>
      ) : null}
      {results.recommendations.length > 0 ? (
        <section aria-labelledby="recommended-title">
          <h2 id="recommended-title">Flavours to try</h2>
          <ol className="reward-list">
            {results.recommendations.map((r) => (
              <li key={r.flavour} className="account-panel">
                <h3 className="reward-card__name">{r.label}</h3>
                <p>{r.why}</p>
                {r.products.map((p) => (
                  <div key={p.sku} className="quiz-product">
                    <Link to={p.href}>
                      <CardImage product={p} sizes="120px" />
                      <span>{p.name}</span>
                    </Link>{" "}
                    <Price price={p.price} />
                  </div>
                ))}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <section aria-labelledby="answers-title">
        <h2 id="answers-title">Your answers</h2>
        <dl className="club-facts">
          {results.answers.map((a) => (
            <div key={a.id}>
              <dt>{a.question}</dt>
              <dd>
                {a.answer}
                {a.correct === null ? null : a.correct ? " (right)" : " (not quite)"}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
