// Usage: npm run build && tsx scripts/js-weight.ts
// The gzipped JavaScript of every route with a page, from the build's manifest (route-weights.ts).
import { routeWeights } from "./route-weights";

const NOTES = { all: "", none: "  (ships none)", some: "  (some of its pages ship none)" };
for (const { route, bytes, files, scripts } of await routeWeights())
  console.log(
    `${(bytes / 1024).toFixed(1).padStart(6)} KB ${String(files).padStart(3)} files  ${route}${NOTES[scripts]}`,
  );
