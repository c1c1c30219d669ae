// Contests (product.md §7 GET …/contests/status; POST …/contests, a multipart of questions, answers and
// files): the entry form's action and how a contest reads. The form is a plain multipart POST
// that works without scripting; its route alone takes a file (up to CONTEST_MAX_FILE_BYTES: one
// larger is read to its end and dropped, and answered 413 beside the field), and the photo
// is checked here (size; its kind by its bytes, never the type the browser declares; nothing
// more than an image in it) and by the platform, with the message beside the field and the
// answers typed kept (a browser never refills a file input: it is chosen again). The platform
// gets a name of our own for it (`photo.jpg`), never the client's (issue 36, 9).
import { CONTEST_MAX_FILE_BYTES, type Contest } from "~/lib/models/engagement";
import { CONTEST_INTENT, PHOTO_FIELD, contestEntrySchema, photoTooLarge } from "~/lib/schemas/engagement";
import { done, notFound, accountRefusal, type ActionContext } from "../account/context";
import { engagementApi } from "../account/gateways";
import { formatDate } from "../account/format";
import { checkUpload } from "../forms/uploads";
import { parseForm, reply } from "../forms/form";
import { CLUB_UNAVAILABLE } from "./view";

export { CONTEST_INTENT };

export const contestPath = (id: string) => `/club/contests/${encodeURIComponent(id)}`;

const STATUS_TEXT: Record<Contest["status"], string> = {
  open: "Open",
  entered: "Entered: good luck!",
  closed: "Closed",
};

export function contestView(c: Contest) {
  return {
    id: c.id,
    title: c.title,
    summary: c.summary,
    href: contestPath(c.id),
    status: c.status,
    statusText: STATUS_TEXT[c.status],
    closes: formatDate(c.closesAt),
    questions: c.questions,
    maxSize: `${Math.round(c.file.maxBytes / (1024 * 1024))} MB`,
    entry: c.entry
      ? {
          answers: c.questions.map((q) => ({ id: q.id, question: q.text, answer: c.entry?.answers[q.id] ?? "" })),
          fileName: c.entry.fileName,
          date: formatDate(c.entry.createdAt, true),
        }
      : null,
  };
}
export type ContestView = ReturnType<typeof contestView>;

const photoKindMessage = "Choose a JPEG or PNG photo.";
const photoExtraMessage =
  "This file holds more than a photo. Choose a JPEG or PNG photo as your camera or photo app saved it.";

export async function enterContest(ctx: ActionContext) {
  const api = engagementApi(ctx.request.signal);
  const contests = await api.contests(ctx.user.auth);
  // what was typed stays when the club can't take it
  if (!contests.available) return reply(ctx.intent, ctx.form, { message: CLUB_UNAVAILABLE, status: 503 });
  const contest = contests.value.find((c) => c.id === ctx.params.id);
  if (!contest) return notFound("This contest does not exist.");
  if (contest.status !== "open")
    return reply(ctx.intent, ctx.form, {
      message: contest.status === "closed" ? "This contest has closed." : "You have already entered this contest.",
    });
  // the shop's own limit too: a photo past it was read and dropped (oversizedFile)
  const maxBytes = Math.min(contest.file.maxBytes, CONTEST_MAX_FILE_BYTES);
  const submission = parseForm(ctx.form, contestEntrySchema(contest.questions, { maxBytes }));
  const photo = await checkUpload(ctx.form, PHOTO_FIELD, { maxBytes, types: contest.file.types, baseName: "photo" });
  if (!photo.ok && photo.reason === "size")
    return reply(ctx.intent, submission, {
      status: 413,
      fieldErrors: { [PHOTO_FIELD]: [photoTooLarge(photo.size, maxBytes)] },
    });
  if (submission.status !== "success") return reply(ctx.intent, submission);
  if (!photo.ok)
    return reply(ctx.intent, submission, {
      fieldErrors: { [PHOTO_FIELD]: [photo.reason === "extra" ? photoExtraMessage : photoKindMessage] },
    });
  const { [PHOTO_FIELD]: _sent, ...answers } = submission.value as Record<string, string> & { photo: File };
  const result = await api.enterContest(ctx.user.auth, {
    contestId: contest.id,
    answers: answers as Record<string, string>,
    photo: photo.file,
  });
  const fields = Object.fromEntries([PHOTO_FIELD, ...contest.questions.map((q) => q.id)].map((f) => [f, f]));
  if (!result.ok) return reply(ctx.intent, submission, accountRefusal(result.error, fields));
  return done(ctx.user.session, contestPath(contest.id), `Your entry to "${contest.title}" is in. Good luck!`);
}
