# Stand-in for node:20-bookworm-slim: Debian's Node.js (20.19 in trixie) and npm, user `node` (1000).
ARG DEBIAN
FROM ${DEBIAN}
RUN apt-get update && apt-get install -y --no-install-recommends nodejs npm ca-certificates \
  && rm -rf /var/lib/apt/lists/* \
  && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node
# Certificate authorities of the machine that made the image (see base-images.sh), for npm too.
COPY extra-ca/ /usr/local/share/ca-certificates/
RUN update-ca-certificates >/dev/null
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
CMD ["node"]
