# One image recipe, three targets (cms, admin, site), built from the same npm workspace.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY cms/package.json cms/
COPY admin/package.json admin/
COPY site/package.json site/
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
# The back-office is a static bundle: the public address of the API is fixed at build time.
ARG VITE_API_URL=http://localhost:1337
RUN npm run build -w shared \
  && npm run build -w cms \
  && VITE_API_URL="$VITE_API_URL" npm run build -w admin \
  && npm run build -w site

FROM build AS cms
WORKDIR /app/cms
ENV NODE_ENV=production HOST=0.0.0.0 PORT=1337
EXPOSE 1337
CMD ["npx", "strapi", "start"]

FROM nginx:1.27-alpine AS admin
ARG VITE_API_URL=http://localhost:1337
# The origin of the uploads' bucket (S3_PUBLIC_URL's), whose article covers the screens show; empty without S3.
ARG UPLOADS_ORIGIN=
COPY admin/nginx.conf /etc/nginx/conf.d/default.conf
COPY admin/security-headers.conf /etc/nginx/security-headers.conf
RUN sed -i -e "s|API_ORIGIN|${VITE_API_URL%/}|g" -e "s|UPLOADS_ORIGIN|${UPLOADS_ORIGIN}|g" /etc/nginx/security-headers.conf
COPY --from=build /app/admin/dist /usr/share/nginx/html
EXPOSE 80

FROM build AS site
WORKDIR /app/site
ENV NODE_ENV=production PORT=3000
EXPOSE 3000
CMD ["node", "server.mjs"]
