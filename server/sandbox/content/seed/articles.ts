import { pageData, section, text, type SeedEntry } from "./helpers";

/** Blog articles (model "article"): a page entity with a date, listed at /blog. */
function article(slug: string, date: string, title: string, description: string, html: string): SeedEntry {
  return {
    id: `article-${slug}`,
    model: "article",
    name: title,
    data: {
      ...pageData(`/blog/${slug}`, title, description, [
        section(`article-${slug}-body`, [text(`article-${slug}-text`, `<h1>${title}</h1>${html}`)], 760),
      ]),
      date,
    },
  };
}

export const articles: SeedEntry[] = [
  article(
    "first-week-without-smoke",
    "2026-10-02",
    "Your first week without smoke",
    "What to expect in the first seven days after switching, and how to get through them.",
    "<p>The first three days are the hardest. Keep your device charged and a pack of sticks within reach, so a craving never sends you back to a lighter.</p><p>By the end of the week most people notice that food tastes stronger and their clothes no longer smell of smoke.</p>",
  ),
  article(
    "caring-for-your-device",
    "2026-11-12",
    "Caring for your device",
    "Five minutes a week keeps your Ashless device heating evenly for years.",
    "<p>Clean the heating blade with the brush in the box every twenty sticks, and use a cleaning stick once a week.</p><p>Keep the device dry and out of hot cars. A device that will not charge can be repaired under warranty in our stores: find the nearest one on the store finder.</p>",
  ),
];
