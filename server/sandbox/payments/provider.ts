import express from "express";
import type Database from "better-sqlite3";
import type { SandboxModule } from "../module";
import { checkCard, type CardInput } from "./cards";
import { cardPage, challengePage, donePage, returnUrl } from "./page";
import { answerChallenge, cancelPayment, charge, getPayment, migratePayments, type PaymentRow } from "./sessions";
import { paymentSettings } from "./settings";

/**
 * The payment provider's hosted page (design.md §2), played by the sandbox. The platform's
 * generate-token sends the shopper here; once the payment is settled (or cancelled) they
 * go back, 303, to the shop's return URL, which asks the platform how it went.
 *
 *  GET  /sessions/{uuid}            the card form (or the saved card to confirm)
 *  POST /sessions/{uuid}            number, expiry (MM/YY), cvc, name → challenge, or settled → return URL
 *  GET  /sessions/{uuid}/challenge  strong authentication: the code form (the code shown in TEST mode)
 *  POST /sessions/{uuid}/challenge  code → settled → return URL; 3 wrong codes fail the payment
 *  POST /sessions/{uuid}/cancel     back to the shop, nothing taken
 */
function providerRouter(db: Database.Database) {
  const router = express.Router();
  router.use(express.urlencoded({ extended: false, limit: "8kb" }));
  router.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    res.set("X-Frame-Options", "DENY");
    next();
  });

  const load = (req: express.Request, res: express.Response): PaymentRow | null => {
    const p = getPayment(db, req.params.uuid);
    if (!p) {
      res
        .status(404)
        .type("html")
        .send(
          '<!doctype html><html lang="en"><title>Not found</title><main><h1>This payment link is not valid</h1></main></html>',
        );
      return null;
    }
    return p;
  };
  const html = (res: express.Response, status: number, body: string) => void res.status(status).type("html").send(body);
  const back = (res: express.Response, p: PaymentRow) => void res.redirect(303, returnUrl(p));
  const field = (req: express.Request, name: string) => (typeof req.body?.[name] === "string" ? req.body[name] : "");

  router.get("/sessions/:uuid", (req, res) => {
    const p = load(req, res);
    if (!p) return;
    if (p.status !== "pending") return html(res, 200, donePage(p));
    if (p.challenge_code) return void res.redirect(303, `${req.baseUrl}/sessions/${p.uuid}/challenge`);
    html(res, 200, cardPage(p, paymentSettings(db, p.tenant), { number: "", expiry: "", cvc: "", name: "" }, {}));
  });

  router.post("/sessions/:uuid", (req, res) => {
    const p = load(req, res);
    if (!p) return;
    if (p.status !== "pending") return back(res, p);
    const settings = paymentSettings(db, p.tenant);
    let result: PaymentRow;
    if (p.card_id) result = charge(db, p, {});
    else {
      const input: CardInput = {
        number: field(req, "number"),
        expiry: field(req, "expiry"),
        cvc: field(req, "cvc"),
        name: field(req, "name"),
      };
      const checked = checkCard(input);
      if (Object.keys(checked.errors).length) return html(res, 400, cardPage(p, settings, input, checked.errors));
      result = charge(db, p, { pan: checked.pan, month: checked.month, year: checked.year });
    }
    if (result.status === "pending" && result.challenge_code)
      return void res.redirect(303, `${req.baseUrl}/sessions/${p.uuid}/challenge`);
    back(res, result);
  });

  router.get("/sessions/:uuid/challenge", (req, res) => {
    const p = load(req, res);
    if (!p) return;
    if (p.status !== "pending") return html(res, 200, donePage(p));
    if (!p.challenge_code) return void res.redirect(303, `${req.baseUrl}/sessions/${p.uuid}`);
    html(res, 200, challengePage(p, paymentSettings(db, p.tenant)));
  });

  router.post("/sessions/:uuid/challenge", (req, res) => {
    const p = load(req, res);
    if (!p) return;
    if (p.status !== "pending" || !p.challenge_code) return back(res, p);
    const code = field(req, "code");
    const settings = paymentSettings(db, p.tenant);
    if (!/^\d{6}$/.test(code.trim()))
      return html(
        res,
        400,
        challengePage(p, settings, code.trim() ? "Enter the 6-digit code, numbers only." : "Enter the code."),
      );
    const result = answerChallenge(db, p, code);
    if (result === "wrong")
      return html(res, 400, challengePage(getPayment(db, p.uuid)!, settings, "That code is not right."));
    back(res, result);
  });

  router.post("/sessions/:uuid/cancel", (req, res) => {
    const p = load(req, res);
    if (!p) return;
    back(res, p.status === "pending" ? cancelPayment(db, p) : p);
  });

  return router;
}

export const paymentProviderModule: SandboxModule = {
  name: "payment-provider",
  mountPath: "/payment-provider",
  migrate: migratePayments,
  seed: () => {},
  router: providerRouter,
};
