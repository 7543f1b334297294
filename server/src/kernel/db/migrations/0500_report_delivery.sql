-- Scheduled report delivery: a relative date range and a time zone per schedule, when it runs next, and to whom
-- each run went. Mail can carry attachments (the scheduled report as CSV or PDF).
ALTER TABLE report_schedules
  ADD COLUMN date_range text NOT NULL DEFAULT 'Last 7 days'
    CHECK (date_range IN ('Last 7 days', 'Last 14 days', 'Last 30 days', 'MTD', 'Previous Month', 'YTD')),
  ADD COLUMN time_zone text NOT NULL DEFAULT 'UTC',
  ADD COLUMN next_run_at timestamptz;
CREATE INDEX report_schedules_due ON report_schedules (next_run_at);

ALTER TABLE report_schedule_runs
  ADD COLUMN recipients text[] NOT NULL DEFAULT '{}',
  ADD COLUMN format text;

ALTER TABLE mail_outbox ADD COLUMN attachments jsonb;
