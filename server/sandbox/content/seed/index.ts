import { articles } from "./articles";
import { PREVIEW_TOKENS, summerDraft } from "./drafts";
import { faq } from "./faq";
import type { SeedEntry } from "./helpers";
import { help } from "./help";
import { home } from "./home";
import { legalPages } from "./legal";
import { productMappings } from "./product-mapping";
import { footer, navigation, promoBanner } from "./site";
import { warranty } from "./warranty";

export { CONTENT_BASE, MEDIA, type SeedEntry } from "./helpers";
export { PREVIEW_TOKENS };

export const SANDBOX_CONTENT_API_KEY = "sandbox-content-key";

export const seedEntries: SeedEntry[] = [
  home,
  faq,
  promoBanner,
  navigation,
  footer,
  ...productMappings,
  ...articles,
  summerDraft,
  help,
  warranty,
  ...legalPages,
];
