# Production image of the storefront. It talks to the real upstreams named by the
# environment (see .env.example); the sandbox is not started in production, and not installed:
# it is a workspace of its own (server/sandbox, decision 0037), which `--workspaces=false`
# leaves out with its packages (better-sqlite3 and its native build, so no compilers here).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY server/sandbox/package.json ./server/sandbox/
RUN npm ci --workspaces=false

FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev --workspaces=false

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --from=build --chown=node:node /app/public ./public
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# the Express host bundled by `npm run build` (scripts/bundle-server.ts); tests/e2e/image.spec.ts
# starts the same files the COPY lines above name
CMD ["node", "build/server/start.js"]
