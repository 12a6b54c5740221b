#!/bin/sh
# Makes the site configuration from its template and the environment, and (for the host) the
# remotes.json that tells the browser where each remote is: a remote moves without rebuilding the host.
set -eu
: "${LISTEN_ADDRESS:=0.0.0.0}"
: "${LISTEN_PORT:=8080}"
: "${REMOTE_PROJECTS_URL:=/remotes/projects/mf-manifest.json}"
: "${REMOTE_REPOSITORY_URL:=/remotes/repository/mf-manifest.json}"
: "${REMOTE_ADMIN_URL:=/remotes/admin/mf-manifest.json}"
: "${REMOTE_BILLING_URL:=/remotes/billing/mf-manifest.json}"
# The gateway's upstreams (host:port), and the resolver that finds a restarted container's new address.
: "${API_UPSTREAMS:=api-1:8080 api-2:8080}"
: "${HOST_UPSTREAM:=host:8080}"
: "${REMOTE_PROJECTS_UPSTREAM:=remote-projects:8080}"
: "${REMOTE_REPOSITORY_UPSTREAM:=remote-repository:8080}"
: "${REMOTE_ADMIN_UPSTREAM:=remote-admin:8080}"
: "${REMOTE_BILLING_UPSTREAM:=remote-billing:8080}"
: "${RESOLVER:=127.0.0.11}"
API_SERVERS=$(for upstream in $API_UPSTREAMS; do printf 'server %s; ' "$upstream"; done)
# The host page's Content-Security-Policy, as the API's own (api/src/http/security-headers.ts): scripts
# from this origin and from the origins of the remotes remotes.json places elsewhere, nothing inline.
REMOTE_ORIGINS=$(for url in "$REMOTE_PROJECTS_URL" "$REMOTE_REPOSITORY_URL" "$REMOTE_ADMIN_URL" "$REMOTE_BILLING_URL"; do
  printf '%s\n' "$url" | sed -n 's#^\(https\{0,1\}://[^/]*\).*#\1#p'
done | sort -u | tr '\n' ' ')
CONTENT_SECURITY_POLICY="default-src 'self'; script-src 'self' ${REMOTE_ORIGINS}; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; font-src 'self' data:; connect-src 'self' ${REMOTE_ORIGINS}; frame-src 'self' blob:; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'"
export LISTEN_ADDRESS LISTEN_PORT HOST_UPSTREAM REMOTE_PROJECTS_UPSTREAM REMOTE_REPOSITORY_UPSTREAM REMOTE_ADMIN_UPSTREAM \
  REMOTE_BILLING_UPSTREAM RESOLVER API_SERVERS CONTENT_SECURITY_POLICY

mkdir -p /tmp/nginx
envsubst '${LISTEN_ADDRESS} ${LISTEN_PORT} ${API_SERVERS} ${HOST_UPSTREAM} ${REMOTE_PROJECTS_UPSTREAM} ${REMOTE_REPOSITORY_UPSTREAM} ${REMOTE_ADMIN_UPSTREAM} ${REMOTE_BILLING_UPSTREAM} ${RESOLVER} ${CONTENT_SECURITY_POLICY}' \
  < /etc/nginx/site.conf.template > /tmp/nginx/site.conf
cat > /tmp/nginx/remotes.json <<JSON
{
  "projects": "$REMOTE_PROJECTS_URL",
  "repository": "$REMOTE_REPOSITORY_URL",
  "admin": "$REMOTE_ADMIN_URL",
  "billing": "$REMOTE_BILLING_URL"
}
JSON
exec "$@"
