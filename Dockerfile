# Kaj for operators: `docker compose up` (compose.yaml) or `docker build -t kaj .`
# The same commands as CI: `npm ci`, `npm run build`; the image runs the built server with node alone.

# --- build: every package, then the web client (vite) and the server bundle (esbuild)
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY calendar/package.json calendar/
COPY contract/package.json contract/
COPY domain/package.json domain/
COPY server/package.json server/
COPY web/package.json web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
# The prepared PGlite folder with the demo is left out: production refuses demo data (server/src/demo/prepared-data.ts).
RUN npm run build && rm -rf server/dist/pglite/demo

# --- runtime: the packages the server imports (no vite, react or test tools), the two builds and the migrations
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
WORKDIR /app
COPY package.json package-lock.json ./
COPY calendar/package.json calendar/
COPY contract/package.json contract/
COPY domain/package.json domain/
COPY server/package.json server/
COPY web/package.json web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# --ignore-scripts: the only install script is the npm package `node`'s download of a second Node 24; the image has one.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY server/drizzle server/drizzle
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/web/dist web/dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "server/dist/main.js"]
