# syntax=docker/dockerfile:1
# The production image: the API and the built web app in one Node 20 process, run as a
# non-root user. Configuration (DATABASE_URL, AUTH_TOKEN_SECRET, the WorkOS, Stripe and wallet
# credentials) comes from the environment at run time; nothing secret is baked in.

# ── 1. Install every dependency (dev ones too: the build needs them) ─────────────────────────
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund

# ── 2. Build the API bundle and the web app ────────────────────────────────────────────────
FROM deps AS build
COPY tsconfig.base.json biome.json ./
COPY packages packages
COPY apps apps
RUN npm run build

# ── 3. Only what runs: the API's runtime packages, its bundle, migrations, seed, assets ──────
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    WEB_DIST_DIR=/app/apps/web/dist \
    DATA_DIR=/app/.data
WORKDIR /app
# Every workspace's manifest, so npm ci finds the lock file complete; only the API's installs.
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --no-audit --no-fund --workspace @arx/api --include-workspace-root=false \
    && npm cache clean --force
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# The public pages' server-side renderer (self-contained: it needs none of the web app's packages).
COPY --from=build /app/apps/web/dist-server apps/web/dist-server
COPY apps/api/drizzle apps/api/drizzle
COPY apps/api/seed apps/api/seed
COPY apps/api/assets apps/api/assets
# The embedded default (no DATABASE_URL) keeps its PGlite data here; mount a volume to keep it.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/v1/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "apps/api/dist/server.mjs"]
