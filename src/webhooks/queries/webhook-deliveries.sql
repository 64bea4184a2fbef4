-- extras.webhookdelivery: /api/extras/webhook-deliveries/{id}/
-- Generated from the declarations: `npm run sql-snapshots` rewrites this file, a test checks it.
-- $1 is the base URL of rendered links, $2 the object's id.

-- complete representation
SELECT
  t.id AS id,
  (
    json_build_object(
      'id',
      t.id,
      'url',
      ($1::text || '/api/extras/webhook-deliveries/' || t.id || '/'),
      'display_url',
      ($1::text || '/extras/webhook-deliveries/' || t.id || '/'),
      'display',
      '#' || t.id || ' ' || t.event || ' ' || t.object_type || ':' || t.object_id,
      'created',
      replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'webhook',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/extras/webhooks/' || j1.id || '/'),
          'display',
          j1."name"::text,
          'name',
          j1."name",
          'description',
          j1."description"
        )
      END,
      'event_rule',
      CASE
        WHEN j2.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j2.id,
          'url',
          ($1::text || '/api/extras/event-rules/' || j2.id || '/'),
          'display',
          j2."name"::text,
          'name',
          j2."name",
          'description',
          j2."description"
        )
      END,
      'state',
      CASE
        WHEN t."state" IS NULL
        OR t."state" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."state",
          'label',
          COALESCE(
            '{"queued":"Queued","succeeded":"Succeeded","failed":"Failed"}'::jsonb ->> t."state"::text,
            t."state"::text
          )
        )
      END,
      'event',
      t."event",
      'object_type',
      t."object_type",
      'object_id',
      t."object_id",
      'request_id',
      t."request_id",
      'attempts',
      t."attempts",
      'last_attempt',
      replace(to_char(t."last_attempt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'next_attempt',
      replace(to_char(t."next_attempt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'response_status',
      t."response_status",
      'response_body',
      t."response_body",
      'duration_ms',
      t."duration_ms",
      'error',
      t."error",
      'attempt_log',
      t."attempt_log",
      'context',
      t."context"
    )
  )::text AS j
FROM
  "extras_webhookdelivery" t
  LEFT JOIN "extras_webhook" j1 ON j1.id = t."webhook_id"
  LEFT JOIN "extras_eventrule" j2 ON j2.id = t."event_rule_id"
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- brief representation (?brief=1)
SELECT
  t.id AS id,
  (
    json_build_object(
      'id',
      t.id,
      'url',
      ($1::text || '/api/extras/webhook-deliveries/' || t.id || '/'),
      'display',
      '#' || t.id || ' ' || t.event || ' ' || t.object_type || ':' || t.object_id,
      'webhook',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/extras/webhooks/' || j1.id || '/'),
          'display',
          j1."name"::text,
          'name',
          j1."name",
          'description',
          j1."description"
        )
      END,
      'state',
      CASE
        WHEN t."state" IS NULL
        OR t."state" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."state",
          'label',
          COALESCE(
            '{"queued":"Queued","succeeded":"Succeeded","failed":"Failed"}'::jsonb ->> t."state"::text,
            t."state"::text
          )
        )
      END,
      'event',
      t."event",
      'object_type',
      t."object_type",
      'object_id',
      t."object_id",
      'attempts',
      t."attempts"
    )
  )::text AS j
FROM
  "extras_webhookdelivery" t
  LEFT JOIN "extras_webhook" j1 ON j1.id = t."webhook_id"
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_extras_webhookdelivery($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/extras/webhook-deliveries/' || bx.id || '/'),
        'display',
        '#' || bx.id || ' ' || bx.event || ' ' || bx.object_type || ':' || bx.object_id,
        'webhook',
        CASE
          WHEN bj1.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            bj1.id,
            'url',
            ($1::text || '/api/extras/webhooks/' || bj1.id || '/'),
            'display',
            bj1."name"::text,
            'name',
            bj1."name",
            'description',
            bj1."description"
          )
        END,
        'state',
        CASE
          WHEN bx."state" IS NULL
          OR bx."state" = '' THEN NULL
          ELSE json_build_object(
            'value',
            bx."state",
            'label',
            COALESCE(
              '{"queued":"Queued","succeeded":"Succeeded","failed":"Failed"}'::jsonb ->> bx."state"::text,
              bx."state"::text
            )
          )
        END,
        'event',
        bx."event",
        'object_type',
        bx."object_type",
        'object_id',
        bx."object_id",
        'attempts',
        bx."attempts"
      )
    FROM
      "extras_webhookdelivery" bx
      LEFT JOIN "extras_webhook" bj1 ON bj1.id = bx."webhook_id"
    WHERE
      bx.id = $2
  );
