-- The jobs of a group (a vendor's connector syncs) let in to run, at most the group's limit at once across every
-- server process. pg-boss counts a group's active jobs when a fetch starts, so two fetches at the same moment can
-- each take one; a job taken therefore asks for a place here, under the group's advisory lock, and gives it back
-- when it ends (kernel/jobs/group-admission.ts). A place whose process died lapses when its job would expire.
CREATE TABLE job_group_admissions (
  job_id uuid PRIMARY KEY,
  queue text NOT NULL,
  group_id text NOT NULL,
  admitted_at timestamptz NOT NULL
);
CREATE INDEX job_group_admissions_group ON job_group_admissions (queue, group_id);
