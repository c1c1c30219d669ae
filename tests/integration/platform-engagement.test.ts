import { describe, expect, it } from "vitest";
import { resetConfigForTests } from "~/.server/config";
import { loyaltyGateway } from "~/.server/platform/loyalty";
import { engagementGateway } from "~/.server/platform/engagement";
import { newSerialCodes } from "../../server/sandbox/loyalty/surveys";
import { type Flavour, FLAVOURS, newCustomer, sandboxFor, signInDemo } from "./platform-account-sandbox";

// Surveys and quizzes through the storefront's gateway on each flavour of the sandbox: starting
// a survey, its serial code (refusals beside the field), the status read again while the partner
// checks the code (product.md §9: 3 retries, 500 ms apart) and the points it credits once; quizzes of
// both kinds, a guest's flavour finder, and product.md §8's defaults when the service is down.

/** a 1×1 PNG */
const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);

describe.each(FLAVOURS)("surveys and quizzes, %s flavour", (flavour: Flavour) => {
  const sandbox = sandboxFor(flavour);

  const api = () => engagementGateway();

  it("lists the demo customer's surveys with a status each", async () => {
    const surveys = await api().surveys(await signInDemo());
    expect(surveys.available).toBe(true);
    const status = Object.fromEntries(surveys.value.map((s) => [s.id, s.status]));
    expect(status).toMatchObject({
      "amber-2027": "not_started",
      "device-month-2027": "not_started",
      "survey-amber-2026": "completed",
    });
    expect(surveys.value[0]).toMatchObject({ title: "Amber: first impressions", points: 100 });
  });

  it("starts a survey, refuses wrong codes beside the field, and credits 100 points once the code is confirmed", async () => {
    const { auth } = await newCustomer();
    const [code, other] = newSerialCodes(sandbox.db, "amber-2027", 2);
    const early = await api().validateSurvey(auth, "amber-2027", code);
    expect(early).toMatchObject({ ok: false, error: { code: "SURVEY_NOT_STARTED" } });

    expect(await api().startSurvey(auth, "amber-2027")).toMatchObject({ ok: true, value: { status: "started" } });
    const [device] = newSerialCodes(sandbox.db, "device-month-2027", 1);
    const wrong = await api().validateSurvey(auth, "amber-2027", device);
    expect(wrong).toMatchObject({ ok: false, error: { code: "INVALID_SERIAL_CODE", field: "serialCode" } });

    // typed with dashes and in lower case
    const dashed = code.toLowerCase().replace(/(.{4})(?=.)/g, "$1-");
    const ok = await api().validateSurvey(auth, "amber-2027", dashed);
    expect(ok).toMatchObject({ ok: true, value: { status: "validating" } });
    const started = Date.now();
    const status = await api().surveyStatus(auth, "amber-2027");
    // the partner takes 700 ms: the first read and the first retry see "validating", the second "completed"
    expect(status).toMatchObject({ available: true, value: { status: "completed" } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect((await loyaltyGateway().status(auth)).value.points.points).toBe(100);

    const again = await api().validateSurvey(auth, "amber-2027", other);
    expect(again).toMatchObject({ ok: false, error: { code: "SURVEY_ALREADY_VALIDATED" } });
    const used = await newCustomer();
    await api().startSurvey(used.auth, "amber-2027");
    expect(await api().validateSurvey(used.auth, "amber-2027", code)).toMatchObject({
      ok: false,
      error: { code: "SERIAL_CODE_USED", field: "serialCode" },
    });
  });

  it("stops asking after 3 retries, 500 ms apart, while a slow code is still being checked", async () => {
    const { auth } = await newCustomer();
    const [slow] = newSerialCodes(sandbox.db, "device-month-2027", 1, true);
    await api().startSurvey(auth, "device-month-2027");
    await api().validateSurvey(auth, "device-month-2027", slow);
    const started = Date.now();
    const status = await api().surveyStatus(auth, "device-month-2027");
    const took = Date.now() - started;
    expect(status).toMatchObject({ available: true, value: { status: "validating" } });
    expect(took).toBeGreaterThanOrEqual(1500);
    expect(took).toBeLessThan(2500);
    expect((await loyaltyGateway().status(auth)).value.points.points).toBe(0);
  });

  it("refuses to start a closed survey", async () => {
    const { auth } = await newCustomer();
    expect(await api().startSurvey(auth, "survey-amber-2026")).toMatchObject({
      ok: false,
      error: { code: "SURVEY_CLOSED" },
    });
  });

  it("scores a knowledge quiz and keeps the customer's latest submission", async () => {
    const { auth } = await newCustomer();
    const before = await api().quizzes(auth);
    expect(before.value.map((q) => q.id)).toEqual(["flavor-finder", "device-basics"]);
    expect(before.value[1].lastSubmission).toBeNull();
    const missing = await api().submitQuiz(auth, "device-basics", { clean: "every-20" });
    expect(missing).toMatchObject({ ok: false, error: { code: "ANSWER_REQUIRED", field: "ash" } });
    const sent = await api().submitQuiz(auth, "device-basics", { clean: "every-20", ash: "filter", charge: "before" });
    expect(sent.ok && sent.value.results).toMatchObject({
      score: 2,
      total: 3,
      correct: [{ questionId: "clean", correct: true }, { questionId: "ash", correct: false }, { correct: true }],
    });
    const after = await api().quizzes(auth);
    expect(after.value[1].lastSubmission).toMatchObject({ answers: { ash: "filter" } });
    // another customer can't read it
    const other = await newCustomer();
    expect(await api().submission(other.auth, sent.ok ? sent.value.id : "")).toBeNull();
  });

  it("recommends flavours to a guest from the flavour finder", async () => {
    const quiz = await api().publicQuiz("flavor-finder");
    expect(quiz?.questions.map((q) => q.id)).toEqual(["taste", "strength", "moment"]);
    expect(await api().publicQuiz("device-basics")).toBeNull();
    const sent = await api().submitQuiz(null, "flavor-finder", { taste: "fresh", strength: "light", moment: "break" });
    expect(sent.ok).toBe(true);
    const id = sent.ok ? sent.value.id : "";
    const read = await api().submission(null, id);
    expect(read?.results.recommendations.map((r) => r.skus[0])).toEqual([
      "ASH-STK-SILVER-P20",
      "ASH-STK-TURQUOISE-P20",
    ]);
  });

  it("takes one contest entry with its photo, checked by its bytes and size, and says so in the status", async () => {
    const { auth } = await newCustomer();
    const before = await api().contests(auth);
    expect(before.value.map((c) => [c.id, c.status])).toEqual([
      ["photo-2027", "open"],
      ["festival-2026", "closed"],
    ]);
    const photo = (bytes: Uint8Array<ArrayBuffer>, name = "me.png") => new File([bytes], name, { type: "image/png" });
    const enter = (file: File, story = "At the lake") =>
      api().enterContest(auth, { contestId: "photo-2027", answers: { story }, photo: file });

    expect(await enter(photo(new TextEncoder().encode("not an image")))).toMatchObject({
      ok: false,
      error: { code: "FILE_TYPE", field: "photo" },
    });
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    expect(await enter(photo(big))).toMatchObject({ ok: false, error: { code: "FILE_TOO_LARGE", field: "photo" } });
    expect(await enter(photo(PNG), " ")).toMatchObject({
      ok: false,
      error: { code: "ANSWER_REQUIRED", field: "story" },
    });

    const entered = await enter(photo(PNG));
    expect(entered).toMatchObject({
      ok: true,
      value: {
        status: "entered",
        entry: { answers: { story: "At the lake" }, fileName: "me.png", fileSize: PNG.length },
      },
    });
    const stored = sandbox.db
      .prepare("SELECT file_data FROM loyalty_contest_entries WHERE user_uuid = ?")
      .get(auth.userUuid) as {
      file_data: Buffer;
    };
    expect(new Uint8Array(stored.file_data)).toEqual(PNG);
    expect(await enter(photo(PNG))).toMatchObject({ ok: false, error: { code: "ALREADY_ENTERED" } });
    expect(
      await api().enterContest(auth, { contestId: "festival-2026", answers: { story: "x" }, photo: photo(PNG) }),
    ).toMatchObject({ ok: false, error: { code: "CONTEST_CLOSED" } });
  });

  it("falls back to no surveys and no quizzes when the service is down (product.md §8)", async () => {
    const auth = await signInDemo();
    process.env.PLATFORM_API_URL = "http://127.0.0.1:9/platform";
    process.env.LOYALTY_TIMEOUT_MS = "200";
    resetConfigForTests();
    try {
      expect(await api().surveys(auth)).toEqual({ available: false, value: [] });
      expect(await api().quizzes(auth)).toEqual({ available: false, value: [] });
      expect(await api().contests(auth)).toEqual({ available: false, value: [] });
      // the status is asked again (3 times, 500 ms apart), then the default
      expect(await api().surveyStatus(auth, "amber-2027")).toEqual({ available: false, value: null });
      await expect(api().publicQuiz("flavor-finder")).rejects.toThrow();
    } finally {
      delete process.env.LOYALTY_TIMEOUT_MS;
    }
  });
});
