-- The `pgboss` schema as Dwa's job queue on pg-boss 10.4.2 left it (schema version 24): what a
-- deployer's database holds before decision 044. Made by pg-boss 10.4.2 itself on PostgreSQL 15
-- (queues as the old createJobQueue made them; jobs sent, fetched, failed and completed through
-- its API), then `pg_dump --schema=pgboss --no-owner --no-privileges --no-comments --inserts`
-- with the SET lines left out (they would change the session's search_path on PGlite). Jobs,
-- by their data: queued-1..3 waiting, `retried` failed once (retry, backoff pending), `crashed`
-- left active by a killed instance, `running` active on a live one, `done` completed, an
-- upload summary due later, a boosts.expire cron run, a job of a queue Dwa no longer has.
-- Times are as made; legacy-queue.test.ts moves them to now.

CREATE SCHEMA pgboss;

CREATE TYPE pgboss.job_state AS ENUM (
    'created',
    'retry',
    'active',
    'completed',
    'cancelled',
    'failed'
);

CREATE FUNCTION pgboss.create_queue(queue_name text, options json) RETURNS void
    LANGUAGE plpgsql
    AS $_$
    DECLARE
      table_name varchar := 'j' || encode(sha224(queue_name::bytea), 'hex');
      queue_created_on timestamptz;
    BEGIN

      WITH q as (
      INSERT INTO pgboss.queue (
        name,
        policy,
        retry_limit,
        retry_delay,
        retry_backoff,
        expire_seconds,
        retention_minutes,
        dead_letter,
        partition_name
      )
      VALUES (
        queue_name,
        options->>'policy',
        (options->>'retryLimit')::int,
        (options->>'retryDelay')::int,
        (options->>'retryBackoff')::bool,
        (options->>'expireInSeconds')::int,
        (options->>'retentionMinutes')::int,
        options->>'deadLetter',
        table_name
      )
      ON CONFLICT DO NOTHING
      RETURNING created_on
      )
      SELECT created_on into queue_created_on from q;

      IF queue_created_on IS NULL THEN
        RETURN;
      END IF;

      EXECUTE format('CREATE TABLE pgboss.%I (LIKE pgboss.job INCLUDING DEFAULTS)', table_name);

      EXECUTE format('ALTER TABLE pgboss.%1$I ADD PRIMARY KEY (name, id)', table_name);
      EXECUTE format('ALTER TABLE pgboss.%1$I ADD CONSTRAINT q_fkey FOREIGN KEY (name) REFERENCES pgboss.queue (name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED', table_name);
      EXECUTE format('ALTER TABLE pgboss.%1$I ADD CONSTRAINT dlq_fkey FOREIGN KEY (dead_letter) REFERENCES pgboss.queue (name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED', table_name);
      EXECUTE format('CREATE UNIQUE INDEX %1$s_i1 ON pgboss.%1$I (name, COALESCE(singleton_key, '''')) WHERE state = ''created'' AND policy = ''short''', table_name);
      EXECUTE format('CREATE UNIQUE INDEX %1$s_i2 ON pgboss.%1$I (name, COALESCE(singleton_key, '''')) WHERE state = ''active'' AND policy = ''singleton''', table_name);
      EXECUTE format('CREATE UNIQUE INDEX %1$s_i3 ON pgboss.%1$I (name, state, COALESCE(singleton_key, '''')) WHERE state <= ''active'' AND policy = ''stately''', table_name);
      EXECUTE format('CREATE UNIQUE INDEX %1$s_i4 ON pgboss.%1$I (name, singleton_on, COALESCE(singleton_key, '''')) WHERE state <> ''cancelled'' AND singleton_on IS NOT NULL', table_name);
      EXECUTE format('CREATE INDEX %1$s_i5 ON pgboss.%1$I (name, start_after) INCLUDE (priority, created_on, id) WHERE state < ''active''', table_name);

      EXECUTE format('ALTER TABLE pgboss.%I ADD CONSTRAINT cjc CHECK (name=%L)', table_name, queue_name);
      EXECUTE format('ALTER TABLE pgboss.job ATTACH PARTITION pgboss.%I FOR VALUES IN (%L)', table_name, queue_name);
    END;
    $_$;

CREATE FUNCTION pgboss.delete_queue(queue_name text) RETURNS void
    LANGUAGE plpgsql
    AS $$
    DECLARE
      table_name varchar;
    BEGIN
      WITH deleted as (
        DELETE FROM pgboss.queue
        WHERE name = queue_name
        RETURNING partition_name
      )
      SELECT partition_name from deleted INTO table_name;

      EXECUTE format('DROP TABLE IF EXISTS pgboss.%I', table_name);
    END;
    $$;

CREATE TABLE pgboss.archive (
    id uuid NOT NULL,
    name text NOT NULL,
    priority integer NOT NULL,
    data jsonb,
    state pgboss.job_state NOT NULL,
    retry_limit integer NOT NULL,
    retry_count integer NOT NULL,
    retry_delay integer NOT NULL,
    retry_backoff boolean NOT NULL,
    start_after timestamp with time zone NOT NULL,
    started_on timestamp with time zone,
    singleton_key text,
    singleton_on timestamp without time zone,
    expire_in interval NOT NULL,
    created_on timestamp with time zone NOT NULL,
    completed_on timestamp with time zone,
    keep_until timestamp with time zone NOT NULL,
    output jsonb,
    dead_letter text,
    policy text,
    archived_on timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE pgboss.job (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    priority integer DEFAULT 0 NOT NULL,
    data jsonb,
    state pgboss.job_state DEFAULT 'created'::pgboss.job_state NOT NULL,
    retry_limit integer DEFAULT 2 NOT NULL,
    retry_count integer DEFAULT 0 NOT NULL,
    retry_delay integer DEFAULT 0 NOT NULL,
    retry_backoff boolean DEFAULT false NOT NULL,
    start_after timestamp with time zone DEFAULT now() NOT NULL,
    started_on timestamp with time zone,
    singleton_key text,
    singleton_on timestamp without time zone,
    expire_in interval DEFAULT '00:15:00'::interval NOT NULL,
    created_on timestamp with time zone DEFAULT now() NOT NULL,
    completed_on timestamp with time zone,
    keep_until timestamp with time zone DEFAULT (now() + '14 days'::interval) NOT NULL,
    output jsonb,
    dead_letter text,
    policy text
)
PARTITION BY LIST (name);

CREATE TABLE pgboss.j2059db0769744ffb8f7c15e060dbf01c7391825980be7441cdbf6923 (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    priority integer DEFAULT 0 NOT NULL,
    data jsonb,
    state pgboss.job_state DEFAULT 'created'::pgboss.job_state NOT NULL,
    retry_limit integer DEFAULT 2 NOT NULL,
    retry_count integer DEFAULT 0 NOT NULL,
    retry_delay integer DEFAULT 0 NOT NULL,
    retry_backoff boolean DEFAULT false NOT NULL,
    start_after timestamp with time zone DEFAULT now() NOT NULL,
    started_on timestamp with time zone,
    singleton_key text,
    singleton_on timestamp without time zone,
    expire_in interval DEFAULT '00:15:00'::interval NOT NULL,
    created_on timestamp with time zone DEFAULT now() NOT NULL,
    completed_on timestamp with time zone,
    keep_until timestamp with time zone DEFAULT (now() + '14 days'::interval) NOT NULL,
    output jsonb,
    dead_letter text,
    policy text,
    CONSTRAINT cjc CHECK ((name = 'whatsapp.send'::text))
);

CREATE TABLE pgboss.j5e70a91edc525f5bf590852f94f8564503a2c3abd648e6b42cf4f732 (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    priority integer DEFAULT 0 NOT NULL,
    data jsonb,
    state pgboss.job_state DEFAULT 'created'::pgboss.job_state NOT NULL,
    retry_limit integer DEFAULT 2 NOT NULL,
    retry_count integer DEFAULT 0 NOT NULL,
    retry_delay integer DEFAULT 0 NOT NULL,
    retry_backoff boolean DEFAULT false NOT NULL,
    start_after timestamp with time zone DEFAULT now() NOT NULL,
    started_on timestamp with time zone,
    singleton_key text,
    singleton_on timestamp without time zone,
    expire_in interval DEFAULT '00:15:00'::interval NOT NULL,
    created_on timestamp with time zone DEFAULT now() NOT NULL,
    completed_on timestamp with time zone,
    keep_until timestamp with time zone DEFAULT (now() + '14 days'::interval) NOT NULL,
    output jsonb,
    dead_letter text,
    policy text,
    CONSTRAINT cjc CHECK ((name = 'whatsapp.upload-summary'::text))
);

CREATE TABLE pgboss.jd6e14fe4f83963f81d0af136824e63e4f63719ccb2fdb84c3a1ddf68 (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    priority integer DEFAULT 0 NOT NULL,
    data jsonb,
    state pgboss.job_state DEFAULT 'created'::pgboss.job_state NOT NULL,
    retry_limit integer DEFAULT 2 NOT NULL,
    retry_count integer DEFAULT 0 NOT NULL,
    retry_delay integer DEFAULT 0 NOT NULL,
    retry_backoff boolean DEFAULT false NOT NULL,
    start_after timestamp with time zone DEFAULT now() NOT NULL,
    started_on timestamp with time zone,
    singleton_key text,
    singleton_on timestamp without time zone,
    expire_in interval DEFAULT '00:15:00'::interval NOT NULL,
    created_on timestamp with time zone DEFAULT now() NOT NULL,
    completed_on timestamp with time zone,
    keep_until timestamp with time zone DEFAULT (now() + '14 days'::interval) NOT NULL,
    output jsonb,
    dead_letter text,
    policy text,
    CONSTRAINT cjc CHECK ((name = 'legacy.gone'::text))
);

CREATE TABLE pgboss.jda5494a653061011ceca96c7ee6b892f0402b085742cf8992630b389 (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    priority integer DEFAULT 0 NOT NULL,
    data jsonb,
    state pgboss.job_state DEFAULT 'created'::pgboss.job_state NOT NULL,
    retry_limit integer DEFAULT 2 NOT NULL,
    retry_count integer DEFAULT 0 NOT NULL,
    retry_delay integer DEFAULT 0 NOT NULL,
    retry_backoff boolean DEFAULT false NOT NULL,
    start_after timestamp with time zone DEFAULT now() NOT NULL,
    started_on timestamp with time zone,
    singleton_key text,
    singleton_on timestamp without time zone,
    expire_in interval DEFAULT '00:15:00'::interval NOT NULL,
    created_on timestamp with time zone DEFAULT now() NOT NULL,
    completed_on timestamp with time zone,
    keep_until timestamp with time zone DEFAULT (now() + '14 days'::interval) NOT NULL,
    output jsonb,
    dead_letter text,
    policy text,
    CONSTRAINT cjc CHECK ((name = 'boosts.expire'::text))
);

CREATE TABLE pgboss.queue (
    name text NOT NULL,
    policy text,
    retry_limit integer,
    retry_delay integer,
    retry_backoff boolean,
    expire_seconds integer,
    retention_minutes integer,
    dead_letter text,
    partition_name text,
    created_on timestamp with time zone DEFAULT now() NOT NULL,
    updated_on timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE pgboss.schedule (
    name text NOT NULL,
    cron text NOT NULL,
    timezone text,
    data jsonb,
    options jsonb,
    created_on timestamp with time zone DEFAULT now() NOT NULL,
    updated_on timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE pgboss.subscription (
    event text NOT NULL,
    name text NOT NULL,
    created_on timestamp with time zone DEFAULT now() NOT NULL,
    updated_on timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE pgboss.version (
    version integer NOT NULL,
    maintained_on timestamp with time zone,
    cron_on timestamp with time zone,
    monitored_on timestamp with time zone
);

ALTER TABLE ONLY pgboss.job ATTACH PARTITION pgboss.j2059db0769744ffb8f7c15e060dbf01c7391825980be7441cdbf6923 FOR VALUES IN ('whatsapp.send');

ALTER TABLE ONLY pgboss.job ATTACH PARTITION pgboss.j5e70a91edc525f5bf590852f94f8564503a2c3abd648e6b42cf4f732 FOR VALUES IN ('whatsapp.upload-summary');

ALTER TABLE ONLY pgboss.job ATTACH PARTITION pgboss.jd6e14fe4f83963f81d0af136824e63e4f63719ccb2fdb84c3a1ddf68 FOR VALUES IN ('legacy.gone');

ALTER TABLE ONLY pgboss.job ATTACH PARTITION pgboss.jda5494a653061011ceca96c7ee6b892f0402b085742cf8992630b389 FOR VALUES IN ('boosts.expire');

INSERT INTO pgboss.j2059db0769744ffb8f7c15e060dbf01c7391825980be7441cdbf6923 VALUES ('e394047b-e4b5-423e-b4c3-13e4849f9489', 'whatsapp.send', 0, '{"messageId": "retried"}', 'retry', 6, 0, 10, true, '2026-11-28 10:29:50.084768+00', '2026-11-28 10:29:30.634298+00', NULL, NULL, '00:01:30', '2026-11-28 10:29:30.629675+00', NULL, '2026-12-12 10:29:30.629675+00', '{"message": "provider 500"}', NULL, 'standard');
INSERT INTO pgboss.j2059db0769744ffb8f7c15e060dbf01c7391825980be7441cdbf6923 VALUES ('dcd46ea5-588a-4cbe-8bb2-43724f6914bb', 'whatsapp.send', 0, '{"messageId": "running"}', 'active', 6, 0, 10, true, '2026-11-28 10:29:30.646846+00', '2026-11-28 10:29:30.648548+00', NULL, NULL, '00:01:30', '2026-11-28 10:29:30.646846+00', NULL, '2026-12-12 10:29:30.646846+00', NULL, NULL, 'standard');
INSERT INTO pgboss.j2059db0769744ffb8f7c15e060dbf01c7391825980be7441cdbf6923 VALUES ('a1e71f8d-93dd-4567-b295-1119ca88a13c', 'whatsapp.send', 0, '{"messageId": "done"}', 'completed', 6, 0, 10, true, '2026-11-28 10:29:30.651598+00', '2026-11-28 10:29:30.653669+00', NULL, NULL, '00:01:30', '2026-11-28 10:29:30.651598+00', '2026-11-28 10:29:30.655756+00', '2026-12-12 10:29:30.651598+00', NULL, NULL, 'standard');
INSERT INTO pgboss.j2059db0769744ffb8f7c15e060dbf01c7391825980be7441cdbf6923 VALUES ('d11f9980-909b-4b5c-85be-8536416c7be6', 'whatsapp.send', 0, '{"messageId": "queued-1"}', 'created', 6, 0, 10, true, '2026-11-28 10:29:30.65745+00', NULL, NULL, NULL, '00:01:30', '2026-11-28 10:29:30.65745+00', NULL, '2026-12-12 10:29:30.65745+00', NULL, NULL, 'standard');
INSERT INTO pgboss.j2059db0769744ffb8f7c15e060dbf01c7391825980be7441cdbf6923 VALUES ('f5245dde-5df7-42d9-978c-38134eaa4d46', 'whatsapp.send', 0, '{"messageId": "queued-2"}', 'created', 6, 0, 10, true, '2026-11-28 10:29:30.658772+00', NULL, NULL, NULL, '00:01:30', '2026-11-28 10:29:30.658772+00', NULL, '2026-12-12 10:29:30.658772+00', NULL, NULL, 'standard');
INSERT INTO pgboss.j2059db0769744ffb8f7c15e060dbf01c7391825980be7441cdbf6923 VALUES ('05e6edc0-3d46-4885-83b5-8f12180d3cc1', 'whatsapp.send', 0, '{"messageId": "queued-3"}', 'created', 6, 0, 10, true, '2026-11-28 10:29:30.660189+00', NULL, NULL, NULL, '00:01:30', '2026-11-28 10:29:30.660189+00', NULL, '2026-12-12 10:29:30.660189+00', NULL, NULL, 'standard');
INSERT INTO pgboss.j2059db0769744ffb8f7c15e060dbf01c7391825980be7441cdbf6923 VALUES ('5561d3fc-4439-4631-8e63-9038531622b8', 'whatsapp.send', 0, '{"messageId": "crashed"}', 'active', 6, 0, 10, true, '2026-11-28 10:29:30.642964+00', '2026-11-28 10:19:33.837316+00', NULL, NULL, '00:01:30', '2026-11-28 10:29:30.642964+00', NULL, '2026-12-12 10:29:30.642964+00', NULL, NULL, 'standard');

INSERT INTO pgboss.j5e70a91edc525f5bf590852f94f8564503a2c3abd648e6b42cf4f732 VALUES ('c43e492c-7e77-47af-9858-e1534c8022fc', 'whatsapp.upload-summary', 0, '{"uploadId": "later"}', 'created', 3, 0, 5, true, '2026-11-28 10:30:30.661559+00', NULL, NULL, NULL, '00:01:00', '2026-11-28 10:29:30.661559+00', NULL, '2026-12-12 10:30:30.661559+00', NULL, NULL, 'standard');

INSERT INTO pgboss.jd6e14fe4f83963f81d0af136824e63e4f63719ccb2fdb84c3a1ddf68 VALUES ('095a4680-516d-47c4-b338-705cb83ef36a', 'legacy.gone', 0, '{"x": 1}', 'created', 2, 0, 0, false, '2026-11-28 10:29:30.665674+00', NULL, NULL, NULL, '00:01:00', '2026-11-28 10:29:30.665674+00', NULL, '2026-12-12 10:29:30.665674+00', NULL, NULL, 'standard');

INSERT INTO pgboss.jda5494a653061011ceca96c7ee6b892f0402b085742cf8992630b389 VALUES ('316b4238-a1bb-40ab-a6ca-b4961bb43821', 'boosts.expire', 0, '{}', 'created', 0, 0, 0, false, '2026-11-28 10:29:30.663639+00', NULL, NULL, NULL, '00:01:00', '2026-11-28 10:29:30.663639+00', NULL, '2026-12-12 10:29:30.663639+00', NULL, NULL, 'singleton');

INSERT INTO pgboss.queue VALUES ('whatsapp.send', 'standard', 6, 10, true, 90, NULL, NULL, 'j2059db0769744ffb8f7c15e060dbf01c7391825980be7441cdbf6923', '2026-11-28 10:29:30.565132+00', '2026-11-28 10:29:30.565132+00');
INSERT INTO pgboss.queue VALUES ('whatsapp.upload-summary', 'standard', 3, 5, true, 60, NULL, NULL, 'j5e70a91edc525f5bf590852f94f8564503a2c3abd648e6b42cf4f732', '2026-11-28 10:29:30.576687+00', '2026-11-28 10:29:30.576687+00');
INSERT INTO pgboss.queue VALUES ('boosts.expire', 'singleton', 0, 0, false, 60, NULL, NULL, 'jda5494a653061011ceca96c7ee6b892f0402b085742cf8992630b389', '2026-11-28 10:29:30.583743+00', '2026-11-28 10:29:30.583743+00');
INSERT INTO pgboss.queue VALUES ('legacy.gone', 'standard', 2, 0, false, 60, NULL, NULL, 'jd6e14fe4f83963f81d0af136824e63e4f63719ccb2fdb84c3a1ddf68', '2026-11-28 10:29:30.593538+00', '2026-11-28 10:29:30.593538+00');

INSERT INTO pgboss.schedule VALUES ('boosts.expire', '* * * * *', 'UTC', '{}', '{"tz": "UTC"}', '2026-11-28 10:29:30.627283+00', '2026-11-28 10:29:30.627283+00');

INSERT INTO pgboss.version VALUES (24, NULL, NULL, NULL);

ALTER TABLE ONLY pgboss.archive
    ADD CONSTRAINT archive_pkey PRIMARY KEY (name, id);

ALTER TABLE ONLY pgboss.job
    ADD CONSTRAINT job_pkey PRIMARY KEY (name, id);

ALTER TABLE ONLY pgboss.j2059db0769744ffb8f7c15e060dbf01c7391825980be7441cdbf6923
    ADD CONSTRAINT j2059db0769744ffb8f7c15e060dbf01c7391825980be7441cdbf6923_pkey PRIMARY KEY (name, id);

ALTER TABLE ONLY pgboss.j5e70a91edc525f5bf590852f94f8564503a2c3abd648e6b42cf4f732
    ADD CONSTRAINT j5e70a91edc525f5bf590852f94f8564503a2c3abd648e6b42cf4f732_pkey PRIMARY KEY (name, id);

ALTER TABLE ONLY pgboss.jd6e14fe4f83963f81d0af136824e63e4f63719ccb2fdb84c3a1ddf68
    ADD CONSTRAINT jd6e14fe4f83963f81d0af136824e63e4f63719ccb2fdb84c3a1ddf68_pkey PRIMARY KEY (name, id);

ALTER TABLE ONLY pgboss.jda5494a653061011ceca96c7ee6b892f0402b085742cf8992630b389
    ADD CONSTRAINT jda5494a653061011ceca96c7ee6b892f0402b085742cf8992630b389_pkey PRIMARY KEY (name, id);

ALTER TABLE ONLY pgboss.queue
    ADD CONSTRAINT queue_pkey PRIMARY KEY (name);

ALTER TABLE ONLY pgboss.schedule
    ADD CONSTRAINT schedule_pkey PRIMARY KEY (name);

ALTER TABLE ONLY pgboss.subscription
    ADD CONSTRAINT subscription_pkey PRIMARY KEY (event, name);

ALTER TABLE ONLY pgboss.version
    ADD CONSTRAINT version_pkey PRIMARY KEY (version);

CREATE INDEX archive_i1 ON pgboss.archive USING btree (archived_on);

CREATE UNIQUE INDEX j2059db0769744ffb8f7c15e060dbf01c7391825980be7441cdbf6923_i1 ON pgboss.j2059db0769744ffb8f7c15e060dbf01c7391825980be7441cdbf6923 USING btree (name, COALESCE(singleton_key, ''::text)) WHERE ((state = 'created'::pgboss.job_state) AND (policy = 'short'::text));

CREATE UNIQUE INDEX j2059db0769744ffb8f7c15e060dbf01c7391825980be7441cdbf6923_i2 ON pgboss.j2059db0769744ffb8f7c15e060dbf01c7391825980be7441cdbf6923 USING btree (name, COALESCE(singleton_key, ''::text)) WHERE ((state = 'active'::pgboss.job_state) AND (policy = 'singleton'::text));

CREATE UNIQUE INDEX j2059db0769744ffb8f7c15e060dbf01c7391825980be7441cdbf6923_i3 ON pgboss.j2059db0769744ffb8f7c15e060dbf01c7391825980be7441cdbf6923 USING btree (name, state, COALESCE(singleton_key, ''::text)) WHERE ((state <= 'active'::pgboss.job_state) AND (policy = 'stately'::text));

CREATE UNIQUE INDEX j2059db0769744ffb8f7c15e060dbf01c7391825980be7441cdbf6923_i4 ON pgboss.j2059db0769744ffb8f7c15e060dbf01c7391825980be7441cdbf6923 USING btree (name, singleton_on, COALESCE(singleton_key, ''::text)) WHERE ((state <> 'cancelled'::pgboss.job_state) AND (singleton_on IS NOT NULL));

CREATE INDEX j2059db0769744ffb8f7c15e060dbf01c7391825980be7441cdbf6923_i5 ON pgboss.j2059db0769744ffb8f7c15e060dbf01c7391825980be7441cdbf6923 USING btree (name, start_after) INCLUDE (priority, created_on, id) WHERE (state < 'active'::pgboss.job_state);

CREATE UNIQUE INDEX j5e70a91edc525f5bf590852f94f8564503a2c3abd648e6b42cf4f732_i1 ON pgboss.j5e70a91edc525f5bf590852f94f8564503a2c3abd648e6b42cf4f732 USING btree (name, COALESCE(singleton_key, ''::text)) WHERE ((state = 'created'::pgboss.job_state) AND (policy = 'short'::text));

CREATE UNIQUE INDEX j5e70a91edc525f5bf590852f94f8564503a2c3abd648e6b42cf4f732_i2 ON pgboss.j5e70a91edc525f5bf590852f94f8564503a2c3abd648e6b42cf4f732 USING btree (name, COALESCE(singleton_key, ''::text)) WHERE ((state = 'active'::pgboss.job_state) AND (policy = 'singleton'::text));

CREATE UNIQUE INDEX j5e70a91edc525f5bf590852f94f8564503a2c3abd648e6b42cf4f732_i3 ON pgboss.j5e70a91edc525f5bf590852f94f8564503a2c3abd648e6b42cf4f732 USING btree (name, state, COALESCE(singleton_key, ''::text)) WHERE ((state <= 'active'::pgboss.job_state) AND (policy = 'stately'::text));

CREATE UNIQUE INDEX j5e70a91edc525f5bf590852f94f8564503a2c3abd648e6b42cf4f732_i4 ON pgboss.j5e70a91edc525f5bf590852f94f8564503a2c3abd648e6b42cf4f732 USING btree (name, singleton_on, COALESCE(singleton_key, ''::text)) WHERE ((state <> 'cancelled'::pgboss.job_state) AND (singleton_on IS NOT NULL));

CREATE INDEX j5e70a91edc525f5bf590852f94f8564503a2c3abd648e6b42cf4f732_i5 ON pgboss.j5e70a91edc525f5bf590852f94f8564503a2c3abd648e6b42cf4f732 USING btree (name, start_after) INCLUDE (priority, created_on, id) WHERE (state < 'active'::pgboss.job_state);

CREATE UNIQUE INDEX jd6e14fe4f83963f81d0af136824e63e4f63719ccb2fdb84c3a1ddf68_i1 ON pgboss.jd6e14fe4f83963f81d0af136824e63e4f63719ccb2fdb84c3a1ddf68 USING btree (name, COALESCE(singleton_key, ''::text)) WHERE ((state = 'created'::pgboss.job_state) AND (policy = 'short'::text));

CREATE UNIQUE INDEX jd6e14fe4f83963f81d0af136824e63e4f63719ccb2fdb84c3a1ddf68_i2 ON pgboss.jd6e14fe4f83963f81d0af136824e63e4f63719ccb2fdb84c3a1ddf68 USING btree (name, COALESCE(singleton_key, ''::text)) WHERE ((state = 'active'::pgboss.job_state) AND (policy = 'singleton'::text));

CREATE UNIQUE INDEX jd6e14fe4f83963f81d0af136824e63e4f63719ccb2fdb84c3a1ddf68_i3 ON pgboss.jd6e14fe4f83963f81d0af136824e63e4f63719ccb2fdb84c3a1ddf68 USING btree (name, state, COALESCE(singleton_key, ''::text)) WHERE ((state <= 'active'::pgboss.job_state) AND (policy = 'stately'::text));

CREATE UNIQUE INDEX jd6e14fe4f83963f81d0af136824e63e4f63719ccb2fdb84c3a1ddf68_i4 ON pgboss.jd6e14fe4f83963f81d0af136824e63e4f63719ccb2fdb84c3a1ddf68 USING btree (name, singleton_on, COALESCE(singleton_key, ''::text)) WHERE ((state <> 'cancelled'::pgboss.job_state) AND (singleton_on IS NOT NULL));

CREATE INDEX jd6e14fe4f83963f81d0af136824e63e4f63719ccb2fdb84c3a1ddf68_i5 ON pgboss.jd6e14fe4f83963f81d0af136824e63e4f63719ccb2fdb84c3a1ddf68 USING btree (name, start_after) INCLUDE (priority, created_on, id) WHERE (state < 'active'::pgboss.job_state);

CREATE UNIQUE INDEX jda5494a653061011ceca96c7ee6b892f0402b085742cf8992630b389_i1 ON pgboss.jda5494a653061011ceca96c7ee6b892f0402b085742cf8992630b389 USING btree (name, COALESCE(singleton_key, ''::text)) WHERE ((state = 'created'::pgboss.job_state) AND (policy = 'short'::text));

CREATE UNIQUE INDEX jda5494a653061011ceca96c7ee6b892f0402b085742cf8992630b389_i2 ON pgboss.jda5494a653061011ceca96c7ee6b892f0402b085742cf8992630b389 USING btree (name, COALESCE(singleton_key, ''::text)) WHERE ((state = 'active'::pgboss.job_state) AND (policy = 'singleton'::text));

CREATE UNIQUE INDEX jda5494a653061011ceca96c7ee6b892f0402b085742cf8992630b389_i3 ON pgboss.jda5494a653061011ceca96c7ee6b892f0402b085742cf8992630b389 USING btree (name, state, COALESCE(singleton_key, ''::text)) WHERE ((state <= 'active'::pgboss.job_state) AND (policy = 'stately'::text));

CREATE UNIQUE INDEX jda5494a653061011ceca96c7ee6b892f0402b085742cf8992630b389_i4 ON pgboss.jda5494a653061011ceca96c7ee6b892f0402b085742cf8992630b389 USING btree (name, singleton_on, COALESCE(singleton_key, ''::text)) WHERE ((state <> 'cancelled'::pgboss.job_state) AND (singleton_on IS NOT NULL));

CREATE INDEX jda5494a653061011ceca96c7ee6b892f0402b085742cf8992630b389_i5 ON pgboss.jda5494a653061011ceca96c7ee6b892f0402b085742cf8992630b389 USING btree (name, start_after) INCLUDE (priority, created_on, id) WHERE (state < 'active'::pgboss.job_state);

ALTER INDEX pgboss.job_pkey ATTACH PARTITION pgboss.j2059db0769744ffb8f7c15e060dbf01c7391825980be7441cdbf6923_pkey;

ALTER INDEX pgboss.job_pkey ATTACH PARTITION pgboss.j5e70a91edc525f5bf590852f94f8564503a2c3abd648e6b42cf4f732_pkey;

ALTER INDEX pgboss.job_pkey ATTACH PARTITION pgboss.jd6e14fe4f83963f81d0af136824e63e4f63719ccb2fdb84c3a1ddf68_pkey;

ALTER INDEX pgboss.job_pkey ATTACH PARTITION pgboss.jda5494a653061011ceca96c7ee6b892f0402b085742cf8992630b389_pkey;

ALTER TABLE ONLY pgboss.j2059db0769744ffb8f7c15e060dbf01c7391825980be7441cdbf6923
    ADD CONSTRAINT dlq_fkey FOREIGN KEY (dead_letter) REFERENCES pgboss.queue(name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY pgboss.j5e70a91edc525f5bf590852f94f8564503a2c3abd648e6b42cf4f732
    ADD CONSTRAINT dlq_fkey FOREIGN KEY (dead_letter) REFERENCES pgboss.queue(name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY pgboss.jd6e14fe4f83963f81d0af136824e63e4f63719ccb2fdb84c3a1ddf68
    ADD CONSTRAINT dlq_fkey FOREIGN KEY (dead_letter) REFERENCES pgboss.queue(name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY pgboss.jda5494a653061011ceca96c7ee6b892f0402b085742cf8992630b389
    ADD CONSTRAINT dlq_fkey FOREIGN KEY (dead_letter) REFERENCES pgboss.queue(name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY pgboss.j2059db0769744ffb8f7c15e060dbf01c7391825980be7441cdbf6923
    ADD CONSTRAINT q_fkey FOREIGN KEY (name) REFERENCES pgboss.queue(name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY pgboss.j5e70a91edc525f5bf590852f94f8564503a2c3abd648e6b42cf4f732
    ADD CONSTRAINT q_fkey FOREIGN KEY (name) REFERENCES pgboss.queue(name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY pgboss.jd6e14fe4f83963f81d0af136824e63e4f63719ccb2fdb84c3a1ddf68
    ADD CONSTRAINT q_fkey FOREIGN KEY (name) REFERENCES pgboss.queue(name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY pgboss.jda5494a653061011ceca96c7ee6b892f0402b085742cf8992630b389
    ADD CONSTRAINT q_fkey FOREIGN KEY (name) REFERENCES pgboss.queue(name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY pgboss.queue
    ADD CONSTRAINT queue_dead_letter_fkey FOREIGN KEY (dead_letter) REFERENCES pgboss.queue(name);

ALTER TABLE ONLY pgboss.schedule
    ADD CONSTRAINT schedule_name_fkey FOREIGN KEY (name) REFERENCES pgboss.queue(name) ON DELETE CASCADE;

ALTER TABLE ONLY pgboss.subscription
    ADD CONSTRAINT subscription_name_fkey FOREIGN KEY (name) REFERENCES pgboss.queue(name) ON DELETE CASCADE;

