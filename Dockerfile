# The app as one image: web + GraphQL + REST on one port.
# docker build -t aibex . && docker run -p 4000:4000 -v aibex-data:/data -e JWT_SECRET=... aibex
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
# The place lists (/places), the API, the web app and its server renderer; then only production dependencies.
RUN node scripts/build-places.mjs && npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000 DATA_DIR=/data
WORKDIR /app
# The runtime file set: exactly scripts/runtime-files.json, in its order (tests/ops/image-files.test.ts
# checks these lines against it; tests/ops/image-start.test.ts starts that set as this image would).
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/api/dist ./api/dist
COPY --from=build /app/api/src/db/migrations ./api/src/db/migrations
COPY --from=build /app/api/src/features/mailings/unsubscribe.css ./api/src/features/mailings/unsubscribe.css
COPY --from=build /app/api/src/lib/fonts ./api/src/lib/fonts
COPY --from=build /app/api/generated/places ./api/generated/places
COPY --from=build /app/web/dist ./web/dist
COPY --from=build /app/web/dist-server ./web/dist-server
COPY --from=build /app/docs/SCHEMA-CHANGELOG.md ./docs/SCHEMA-CHANGELOG.md
# The data folder (embedded database, uploads, generated JWT secret) belongs to the user the app runs
# as. Made before VOLUME: a new volume starts as a copy of it, owner included, and changes made to
# /data after VOLUME would be discarded.
RUN install -d -o node -g node -m 0750 /data
VOLUME /data
EXPOSE 4000
USER node
# Ready: the database, the job queue and the upload storage answer (GET /health/ready, see README).
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "api/dist/main.js"]
