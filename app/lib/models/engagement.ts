// The club's surveys and quizzes (product.md §3 Survey, Quiz submission; §7; §9 survey status
// retries): the domain shapes both platform flavours are mapped into.
import type { AccountError, Auth } from "./account";
import type { LoyaltyRead } from "./loyalty";

export const FLAVOR_FINDER = "flavor-finder";
/** product.md §9: a survey's status is asked again 3 times, 500 ms apart, while it is being checked */
export const SURVEY_STATUS_RETRIES = 3;
export const SURVEY_STATUS_DELAY_MS = 500;

export type SurveyStatus = "not_started" | "started" | "validating" | "completed" | "closed";

export interface Survey {
  id: string;
  title: string;
  summary: string;
  points: number;
  closesAt: string;
  status: SurveyStatus;
}

export interface QuizQuestion {
  id: string;
  text: string;
  options: { id: string; label: string }[];
}

export interface Quiz {
  id: string;
  title: string;
  summary: string;
  kind: "finder" | "knowledge";
  questions: QuizQuestion[];
}

export interface QuizResults {
  /** knowledge quizzes: right answers out of `total` */
  score: number | null;
  total: number | null;
  correct: { questionId: string; correct: boolean }[];
  /** finder quizzes: flavours, best first, with the skus to try */
  recommendations: { flavour: string; label: string; why: string; skus: string[] }[];
}

/** product.md §3 Quiz submission */
export interface QuizSubmission {
  id: string;
  quizId: string;
  answers: Record<string, string>;
  results: QuizResults;
  questions: QuizQuestion[];
  createdAt: string;
}

/** Contests: the largest photo the shop takes, and its kinds (the platform checks them too). */
export const CONTEST_MAX_FILE_BYTES = 2 * 1024 * 1024;
export const CONTEST_FILE_TYPES = ["image/jpeg", "image/png"];

export interface ContestEntry {
  id: string;
  answers: Record<string, string>;
  fileName: string;
  fileSize: number;
  createdAt: string;
}

export interface Contest {
  id: string;
  title: string;
  summary: string;
  questions: { id: string; text: string; maxLength: number }[];
  file: { required: boolean; maxBytes: number; types: string[] };
  closesAt: string;
  /** product.md §7 contests/status */
  status: "open" | "entered" | "closed";
  entry: ContestEntry | null;
}

export type ClubResult<T> = { ok: true; value: T } | { ok: false; error: AccountError };

export interface EngagementGateway {
  surveys(auth: Auth): Promise<LoyaltyRead<Survey[]>>;
  /** product.md §9: asked again (3 times, 500 ms apart) while the survey is `validating` or the read fails */
  surveyStatus(auth: Auth, id: string): Promise<LoyaltyRead<Survey | null>>;
  startSurvey(auth: Auth, id: string): Promise<ClubResult<Survey>>;
  /** refusals name the form's field `serialCode` */
  validateSurvey(auth: Auth, id: string, serialCode: string): Promise<ClubResult<Survey>>;
  /** the customer's quizzes, each with their latest submission */
  quizzes(auth: Auth): Promise<LoyaltyRead<(Quiz & { lastSubmission: QuizSubmission | null })[]>>;
  /** a public quiz (the flavour finder); null when there is none; an outage throws */
  publicQuiz(id: string): Promise<Quiz | null>;
  /** a customer's submission (by-user) or, with auth null, a guest's; refusals name the question */
  submitQuiz(auth: Auth | null, quizId: string, answers: Record<string, string>): Promise<ClubResult<QuizSubmission>>;
  submission(auth: Auth | null, id: string): Promise<QuizSubmission | null>;
  /** the contests with the customer's entry in each (product.md §7 contests/status) */
  contests(auth: Auth): Promise<LoyaltyRead<Contest[]>>;
  /** a multipart of questions, answers and the photo; refusals name the question or `photo` */
  enterContest(
    auth: Auth,
    input: { contestId: string; answers: Record<string, string>; photo: File },
  ): Promise<ClubResult<Contest>>;
}
