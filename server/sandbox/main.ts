import { createSandbox } from "./index";

// Runs the sandbox alone (npm run sandbox), e.g. to point a dev server at it.
const port = Number(process.env.SANDBOX_PORT ?? 4010);
const { app } = createSandbox();
app.listen(port, "127.0.0.1", () => {
  console.log(`Sandbox upstreams on http://127.0.0.1:${port}`);
});
// a clean exit on SIGTERM, so that `node --cpu-prof` writes its profile (npm run cpu-per-page)
process.on("SIGTERM", () => process.exit(0));
