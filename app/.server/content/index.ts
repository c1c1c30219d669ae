// The content service gateway (product.md §7 "Content service"). Routes import from here.
import { clearPageCaches } from "./pages";
import { clearSiteCaches } from "./site";

export {
  CONTENT_MESSAGES,
  ContentError,
  DEFAULT_LIMIT,
  errorMessageAt,
  fetchEntries,
  FormActionRefused,
  health,
  previewPermissions,
  submitForm,
  submitToAction,
  trackEvent,
} from "./client";
export type { ContentEntry, ContentQuery, FormSubmission, TrackEvent } from "./client";
export {
  getArticle,
  getContentForm,
  getContentPage,
  getContentPageVariants,
  getPreviewPage,
  getSymbol,
  listArticles,
  normalisePageUrl,
} from "./pages";
export type { ArticleSummary, ContentPage, PageVariant, PreparedPage } from "./pages";
export type { ContentFormDefinition } from "./prepare";
export { getFooter, getNavigation, getProductMapping, LINK_VARIANTS } from "./site";
export type { FooterGroup, LinkVariant, Navigation, NavigationTeaser } from "./site";

/** Forget every cached content read (tests; a future publish webhook). */
export function clearContentCache() {
  clearPageCaches();
  clearSiteCaches();
}
