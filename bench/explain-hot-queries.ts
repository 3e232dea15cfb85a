// `node bench/explain-hot-queries.ts`: EXPLAIN ANALYZE of the hottest queries (docs/scaling.md) on a
// throw-away PostgreSQL database (DATABASE_URL or TEST_DATABASE_URL) migrated, seeded and filled with a busy
// day's rows: 200,000 rate-limit events, 50,000 OTPs, customers and sessions, 10,000 done jobs.
import { openDatabase } from "@loansetu/db/client";
import { migrate } from "@loansetu/db/migrate";
import { seed } from "@loansetu/db/seed";
import pg from "pg";
import { benchDatabase } from "./server-figures.ts";

const database = await benchDatabase();
if (!database) {
  console.log("Set DATABASE_URL or TEST_DATABASE_URL.");
  process.exit(1);
}
try {
  const handle = await openDatabase({ databaseUrl: database.url, dataDir: "." });
  await migrate(handle);
  await seed(handle.db);
  await handle.close();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query(`
    insert into rate_events (key, at)
      select case g % 4 when 0 then 'otp-send:m:6' || lpad((g % 50000)::text, 9, '0')
                        when 1 then 'otp-send:ip:10.0.' || (g % 250) || '.' || (g % 200)
                        when 2 then 'otp-fail:6' || lpad((g % 50000)::text, 9, '0')
                        else 'otp-fail:6' || lpad((g % 50000)::text, 9, '0') || ':10.0.0.' || (g % 200) end,
             now() - (g % 86400) * interval '1 second'
      from generate_series(1, 200000) g;
    insert into otp_verifications (id, mobile, purpose, code_hash, expires_at, last_sent_at, created_at, ip)
      select gen_random_uuid(), '6' || lpad(g::text, 9, '0'), 'login', 'x', now() + interval '10 minutes', now(), now(), '10.0.0.1'
      from generate_series(1, 50000) g;
    insert into users (mobile) select '6' || lpad(g::text, 9, '0') from generate_series(1, 50000) g on conflict do nothing;
    insert into sessions (user_id, refresh_token_hash, created_at, expires_at, last_used_at, ip)
      select id, md5(id::text), now(), now() + interval '30 days', now(), '10.0.0.1' from users;
    insert into jobs (kind, payload, status, run_at, finished_at)
      select 'outbox.email', '{}', 'done', now() - interval '1 hour', now() from generate_series(1, 10000);
    analyze;
  `);
  const mobile = "6000012345";
  const { rows: ids } = await client.query("select s.id, s.user_id from sessions s limit 1");
  const { rows: otp } = await client.query("select id from otp_verifications where mobile = $1", [mobile]);
  const queries: [string, string, unknown[]][] = [
    [
      // Inside locked_window_counts (migration 0020, decision 0036), after the mobile's lock: this count
      // once per window, six times for a send and twice for a try.
      "one window of an OTP call's limits (inside locked_window_counts: 6 per send, 2 per try)",
      "select count(*)::int from rate_events e where e.key = $1 and e.at >= $2",
      [`otp-send:m:${mobile}`, new Date(Date.now() - 86_400_000)],
    ],
    [
      "an OTP send's limits: the lock and six windows' counts (locked_window_counts)",
      "select locked_window_counts($1, $2::text[], $3::timestamptz[])",
      [
        `otp:${mobile}`,
        [
          `otp-fail:${mobile}`,
          `otp-fail:${mobile}:10.0.0.45`,
          `otp-send:m:${mobile}`,
          `otp-send:m:${mobile}`,
          "otp-send:ip:10.0.45.45",
          "otp-send:ip:10.0.45.45",
        ],
        [5, 0.25, 1, 24, 1, 24].map((hours) => new Date(Date.now() - hours * 3600_000)),
      ],
    ],
    [
      "the OTP being verified",
      "select * from otp_verifications where id = $1 and mobile = $2 and purpose = 'login'",
      [otp[0].id, mobile],
    ],
    [
      "a signed-in request: session and customer",
      "select * from sessions join users on users.id = sessions.user_id where sessions.id = $1 and sessions.user_id = $2",
      [ids[0].id, ids[0].user_id],
    ],
    [
      "the login's customer upsert",
      "insert into users (mobile, last_login_at) values ($1, now()) on conflict (mobile) do update set last_login_at = excluded.last_login_at returning id",
      [mobile],
    ],
    [
      "the job queue's claim (every worker, every second)",
      `select id from jobs where (status = 'pending' and run_at <= now()) or (status = 'running' and locked_until <= now())
        order by run_at, id limit 1 for update skip locked`,
      [],
    ],
  ];
  for (const [title, text, params] of queries) {
    // Ten times first, as a pooled connection has: a PL/pgSQL function plans its statements on its first
    // calls and keeps a generic plan after five.
    for (let i = 0; i < 10; i++) await client.query(`explain (analyze) ${text}`, params);
    const { rows } = await client.query(`explain (analyze, buffers, costs off) ${text}`, params);
    console.log(`\n-- ${title}`);
    for (const row of rows) console.log(`   ${row["QUERY PLAN"]}`);
  }
  await client.end();
} finally {
  await database.drop();
}
