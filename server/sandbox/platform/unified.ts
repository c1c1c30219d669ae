import express from "express";
import type Database from "better-sqlite3";
import { requireTenant, tenantOf } from "./tenant";

/** The unified flavour: snake_case JSON under /api/... (SPEC §7 "Unified backend"). */
export function unifiedRouter(db: Database.Database) {
  const router = express.Router();
  router.use(requireTenant(db));

  router.get("/api/users/configuration", (_req, res) => {
    const t = tenantOf(res);
    const p = t.passwordRequirements;
    res.json({
      registration: {
        fields: t.registrationFields.map((f) => ({ code: f.name, label: f.label, type: f.type, is_required: f.required })),
      },
      login: { strategies: t.loginStrategies, default_strategy: t.loginStrategies[0], session_ttl: t.defaultSessionTtl },
      password_requirements: {
        min_length: p.minLength,
        min_lower_case: p.minLowerCase,
        min_upper_case: p.minUpperCase,
        min_number: p.minNumber,
        min_symbol: p.minSymbol,
        exclude_username: p.excludeUsername,
      },
    });
  });

  router.use((_req, res) => void res.status(404).json({ error_code: "NOT_FOUND", message: "Not found" }));
  return router;
}
