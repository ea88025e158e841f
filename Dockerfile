# Build: docker build -t rulings-api .
# Run:   docker run -p 3000:3000 -e DATABASE_URL=postgresql://user:pass@host:5432/db rulings-api
# With DATABASE_URL it serves from one process per core (WORKERS to choose).
# Without DATABASE_URL the container runs one process on the embedded PGlite in /app/.data (mount a volume).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json schema.graphql ./
COPY src ./src
COPY web ./web
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 PGLITE_DIR=/app/.data/pglite
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The web page's bundle (npm run build made it); its sources stay behind, so it is served as built.
COPY --from=build /app/web/dist ./web/dist
COPY package.json schema.graphql ./
COPY docs ./docs
COPY prisma ./prisma
# The curated content's files: the seed imports them at start (content/README.md).
COPY content ./content
RUN mkdir -p /app/.data && chown node /app/.data
VOLUME /app/.data
EXPOSE 3000
USER node
CMD ["node", "dist/src/server.js"]
