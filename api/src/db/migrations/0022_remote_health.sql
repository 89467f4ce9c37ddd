-- Canaries (docs/deploys.md): per remote and version, the browser sessions that loaded it and those that met an
-- error in it. The API rolls a canary back when its share of sessions with an error passes its threshold, and
-- `npm run deploy -- status` shows the figures. Counters only: no member, address or page is kept.
CREATE TABLE remote_health (
  remote text NOT NULL CHECK (char_length(remote) <= 40),
  version text NOT NULL CHECK (char_length(version) <= 40),
  sessions bigint NOT NULL DEFAULT 0,
  errors bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (remote, version)
);
