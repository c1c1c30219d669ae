import express from "express";
import type Database from "better-sqlite3";
import type { SandboxModule } from "../module";
import { METHODS } from "./methods";
import {
  cancelVerification,
  confirmVerification,
  migrateAgeVerifications,
  verificationById,
  type AgeVerificationRow,
} from "./store";

/**
 * The age-verification provider's page (product.md §4: "init, then a provider widget finishes a
 * workflow"), played by the sandbox like the payment provider: init-async sends the shopper
 * here; they confirm with their bank (or cancel) and go back, 303, to the shop's return URL.
 * The provider finishes the workflow a short while after the confirmation (./store.ts);
 * the shop asks the platform for the status, never the query string.
 *
 *  GET  /checks/{uuid}          the bank's confirmation page
 *  POST /checks/{uuid}          confirm → the workflow runs → return URL
 *  POST /checks/{uuid}/cancel   back to the shop, the verification failed
 */
const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const STYLE = `body{font:1rem/1.5 system-ui,sans-serif;margin:0;background:#eef3f1;color:#1b1b1f}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem}h1{font-size:1.5rem}
.box{background:#fff;border:1px solid #b8c8c0;border-radius:8px;padding:1rem 1.25rem;margin:1rem 0}
.test{background:#fff4ce;border:1px solid #8a6d00;padding:.5rem 1rem;border-radius:4px}
button{font:inherit;font-weight:600;padding:.6rem 1.25rem;margin-top:1rem;border-radius:4px;border:2px solid #1b1b1f;cursor:pointer}
.go{background:#0d4d3a;color:#fff;width:100%}.link{background:none;border:none;text-decoration:underline;padding:0}
:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}`;

const layout = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} – Sandbox BankID</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;

function returnUrl(v: AgeVerificationRow) {
  const url = new URL(v.return_url ?? "/");
  url.searchParams.set("verification", v.uuid);
  return url.toString();
}

function checkPage(v: AgeVerificationRow) {
  const method = METHODS.find((m) => m.code === v.method_code)?.name ?? "Identity check";
  return layout(
    "Confirm your age with your bank",
    `<h1>Confirm your age with your bank</h1><p>Sandbox BankID · ${esc(method)} for Ashless</p>
<p class="test"><strong>Test mode:</strong> no bank is contacted. The date of birth you entered at Ashless decides the result.</p>
<div class="box"><p>Ashless asks your bank to confirm that you are 18 or over. Your bank shares only that answer, not your details.</p>
<p>Account holder: ${esc(v.email)}</p></div>
<form method="post" action="/age-provider/checks/${esc(v.uuid)}"><button class="go" type="submit">Confirm and return to Ashless</button></form>
<form method="post" action="/age-provider/checks/${esc(v.uuid)}/cancel"><button class="link" type="submit">Cancel and return to Ashless</button></form>`,
  );
}

const donePage = (v: AgeVerificationRow) =>
  layout("Check sent", `<h1>Your bank has your answer</h1><p><a href="${esc(returnUrl(v))}">Return to Ashless</a></p>`);

function providerRouter(db: Database.Database) {
  const router = express.Router();
  router.use(express.urlencoded({ extended: false, limit: "8kb" }));
  router.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    res.set("X-Frame-Options", "DENY");
    next();
  });
  const load = (req: express.Request, res: express.Response) => {
    const v = verificationById(db, req.params.uuid);
    if (!v || !v.return_url) {
      res.status(404).type("html").send(layout("Not found", "<h1>This verification link is not valid</h1>"));
      return null;
    }
    return v;
  };
  const open = (v: AgeVerificationRow) => v.status === "pending" && v.confirmed_at === null;

  router.get("/checks/:uuid", (req, res) => {
    const v = load(req, res);
    if (v) res.type("html").send(open(v) ? checkPage(v) : donePage(v));
  });
  router.post("/checks/:uuid", (req, res) => {
    const v = load(req, res);
    if (v) res.redirect(303, returnUrl(open(v) ? confirmVerification(db, v) : v));
  });
  router.post("/checks/:uuid/cancel", (req, res) => {
    const v = load(req, res);
    if (v) res.redirect(303, returnUrl(open(v) ? cancelVerification(db, v) : v));
  });
  return router;
}

export const ageProviderModule: SandboxModule = {
  name: "age-provider",
  mountPath: "/age-provider",
  migrate: migrateAgeVerifications,
  seed: () => {},
  router: providerRouter,
};
