# Pith in a container: build stage compiles the server and the dashboard, the runtime stage
# holds only production dependencies and the build output. Not run on the project's machines
# (they cannot run Docker); see the README's "Docker" section.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
COPY web ./web
COPY scripts ./scripts
RUN node scripts/build-if-changed.mjs --force

FROM node:22-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/web/dist ./web/dist
COPY bin ./bin
# The embedded database (when PITH_DATABASE_URL is unset) and the admin socket live here.
ENV PITH_DATA_DIR=/data HOST=0.0.0.0 PORT=8080
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s CMD node -e "fetch('http://127.0.0.1:8080/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
ENTRYPOINT ["node", "--max-semi-space-size=32", "dist/cli/main.js"]
CMD ["serve"]
