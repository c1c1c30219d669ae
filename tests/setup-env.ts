import { beforeEach } from "vitest";
import { forgetOutages } from "~/.server/http/retry";

// Unit and integration tests talk to msw handlers or an in-process sandbox; these
// URLs only have to be well-formed.
process.env.COMMERCE_GRAPHQL_URL ??= "http://commerce.test/graphql";
process.env.PLATFORM_API_URL ??= "http://platform.test";
process.env.CONTENT_API_URL ??= "http://content.test";
process.env.CONTENT_API_KEY ??= "test-key";
process.env.LOG_LEVEL ??= "silent";

// An outage one test provokes (app/.server/http/retry.ts remembers it for one time-out) is not
// the next test's: the files that share a worker share that module.
beforeEach(() => forgetOutages());
