import fs from "node:fs";
import path from "node:path";
import { defaultDataDir, createSandbox } from "./index";

// npm run sandbox:reset — forget every order, cart and account, back to the seed.
const dir = defaultDataDir();
for (const name of ["sandbox.db", "sandbox.db-wal", "sandbox.db-shm"]) fs.rmSync(path.join(dir, name), { force: true });
const { db } = createSandbox();
db.close();
console.log(`Sandbox data reset to the seed in ${dir}`);
