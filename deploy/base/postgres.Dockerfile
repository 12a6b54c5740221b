# Stand-in for postgres:17: Debian's PostgreSQL 17, initialised on first start from the same
# environment as the official image (POSTGRES_PASSWORD or POSTGRES_PASSWORD_FILE, POSTGRES_DB).
ARG DEBIAN
FROM ${DEBIAN}
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-17 \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /var/lib/postgresql/data /var/run/postgresql \
  && chown -R postgres:postgres /var/lib/postgresql /var/run/postgresql
COPY postgres-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
ENV PATH=/usr/lib/postgresql/17/bin:$PATH PGDATA=/var/lib/postgresql/data
USER postgres
STOPSIGNAL SIGINT
EXPOSE 5432
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["postgres"]
