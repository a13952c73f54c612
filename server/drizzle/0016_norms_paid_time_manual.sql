ALTER TABLE "realised_watches" ADD COLUMN "paid_time_manual" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- hand-written: a watch whose paid minutes differ from what its times give (real length less its watch code's unpaid break) had them typed.
UPDATE "realised_watches" rw SET "paid_time_manual" = true
FROM (
  SELECT r.id,
    greatest(0, (extract(epoch from (r.end_at - r.start_at)) / 60)::int
      - coalesce(greatest(0, (case when m.clock = 0 then 1440 else m.clock end) - wd.total_time), 0)) AS derived
  FROM "realised_watches" r
  LEFT JOIN "watch_details" wd ON wd.id = r.watch_detail_id
  LEFT JOIN LATERAL (SELECT (((extract(epoch from (wd.end_time - wd.start_time)) / 60)::int + 1440) % 1440) AS clock) m ON true
) d
WHERE d.id = rw.id AND rw.total_time <> d.derived;
