// Points credited for something the customer did (read an article, scanned a QR code): the one
// sentence that says how it went, whether the loyalty service answered, and whether the points
// are the customer's now.
import { unlessUnavailable } from "./unavailable";
import { pointsLabel } from "./view";

type Earning = { ok: true; value: { already: boolean; points: number } } | { ok: false; error: { message: string } };

export interface CreditWords {
  /** the service is down or answered nonsense: when to try again */
  unavailable: string;
  already: string;
  earned: (points: string) => string;
}

export async function creditPoints(earn: () => Promise<Earning>, words: CreditWords) {
  const credit = await unlessUnavailable(earn);
  const message = !credit.ok
    ? words.unavailable
    : !credit.value.ok
      ? credit.value.error.message
      : credit.value.value.already
        ? words.already
        : words.earned(pointsLabel(credit.value.value.points));
  return { message, answered: credit.ok, credited: credit.ok && credit.value.ok };
}
