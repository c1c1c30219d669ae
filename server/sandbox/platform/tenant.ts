import type { NextFunction, Request, Response } from "express";
import type Database from "better-sqlite3";
import { tenantSettings, type TenantSettings } from "./store";

export const TENANT_HEADER = "x-tenant-code";

/** Every platform call names its tenant; the settings land in `res.locals.tenant`. */
export function requireTenant(db: Database.Database) {
  return (req: Request, res: Response, next: NextFunction) => {
    const code = req.get(TENANT_HEADER)?.trim();
    if (!code) {
      res.status(400).json({ error_code: "TENANT_REQUIRED", message: `The ${TENANT_HEADER} header is required` });
      return;
    }
    const settings = tenantSettings(db, code);
    if (!settings) {
      res.status(404).json({ error_code: "TENANT_NOT_FOUND", message: `Unknown tenant ${code}` });
      return;
    }
    res.locals.tenantCode = code;
    res.locals.tenant = settings;
    next();
  };
}

export const tenantOf = (res: Response) => res.locals.tenant as TenantSettings;
