-- Canary figures count browsers the server sent to a version (docs/deploys.md), not posts: one row per report that
-- counted. A page's signed assignment counts once per remote and kind, and a client network (IPv4 address, IPv6 /64)
-- once per version and kind; a report that would break either key counts nowhere. The network is kept as an HMAC
-- under a secret of the site, never as an address.
CREATE TABLE remote_health_reports (
  remote text NOT NULL CHECK (char_length(remote) <= 40),
  version text NOT NULL CHECK (char_length(version) <= 40),
  kind text NOT NULL CHECK (kind IN ('session', 'error')),
  network text NOT NULL CHECK (char_length(network) <= 64),
  assignment text NOT NULL CHECK (char_length(assignment) <= 64),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (remote, version, kind, network),
  UNIQUE (assignment, remote, kind)
);
