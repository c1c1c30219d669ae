// Unit and integration tests talk to msw handlers or an in-process sandbox; these
// URLs only have to be well-formed.
process.env.COMMERCE_GRAPHQL_URL ??= "http://commerce.test/graphql";
process.env.PLATFORM_API_URL ??= "http://platform.test";
process.env.CONTENT_API_URL ??= "http://content.test";
process.env.CONTENT_API_KEY ??= "test-key";
process.env.LOG_LEVEL ??= "silent";
