import express from "express";
import type Database from "better-sqlite3";
import { requireTenant, tenantOf } from "./tenant";

/** The legacy flavour: camelCase JSON on the route templates of SPEC §2. */
export function legacyRouter(db: Database.Database) {
  const router = express.Router();
  router.use(requireTenant(db));

  router.get("/configuration", (_req, res) => {
    const t = tenantOf(res);
    res.json({
      registrationFields: t.registrationFields.map((f) => ({ name: f.name, label: f.label, inputType: f.type, mandatory: f.required })),
      loginStrategies: t.loginStrategies,
      defaultSessionTtl: t.defaultSessionTtl,
    });
  });

  router.get("/password-requirements", (_req, res) => {
    res.json({ ...tenantOf(res).passwordRequirements });
  });

  router.use((_req, res) => void res.status(404).json({ error_code: "NOT_FOUND", message: "Not found" }));
  return router;
}
