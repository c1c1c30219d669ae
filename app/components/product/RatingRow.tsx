/** SPEC §2 flavour rating row: 5 dots, active up to the rating, half for .5; the value as text too. */
export function RatingRow({ label, rating }: { label: string; rating: number }) {
  const dots = [1, 2, 3, 4, 5].map((n) => {
    if (n <= rating) return "active";
    if (n - 0.5 === rating) return "half";
    return "empty";
  });
  return (
    <div className="rating">
      <span className="rating__label">{label}</span>
      <span className="rating__dots" aria-hidden="true">
        {dots.map((kind, i) => (
          <span key={i} className={`rating__dot rating__dot--${kind}`} />
        ))}
      </span>
      <span className="rating__value">{rating} out of 5</span>
    </div>
  );
}
