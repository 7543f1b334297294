-- Dashboards of one's own shared by link and scheduled (issue 48).
-- Share links to dashboards of one's own (issue 48): a link is to a campaign's report (campaign_id) or to a
-- dashboard (dashboard_id), never both. A dashboard link keeps the dashboard's advertiser when it has one, and none
-- for a client-wide dashboard (then the link is the whole client's, as the dashboard is). Opening a dashboard link
-- reads the dashboard's saved widgets with its creator's access as it is then.
ALTER TABLE share_links ADD COLUMN dashboard_id integer REFERENCES custom_dashboards(id) ON DELETE CASCADE;
ALTER TABLE share_links ALTER COLUMN campaign_id DROP NOT NULL;
ALTER TABLE share_links ALTER COLUMN advertiser_id DROP NOT NULL;
ALTER TABLE share_links DROP CONSTRAINT share_links_kind_check;
ALTER TABLE share_links ADD CONSTRAINT share_links_kind_check CHECK (
  (kind = 'campaign-report' AND campaign_id IS NOT NULL AND advertiser_id IS NOT NULL AND dashboard_id IS NULL)
  OR (kind = 'dashboard' AND dashboard_id IS NOT NULL AND campaign_id IS NULL)
);
CREATE INDEX share_links_dashboard ON share_links (client_id, dashboard_id);

-- A schedule mails a builder report or, as a PDF, a dashboard of one's own (issue 48): one of the two, never both.
-- Deleting the dashboard deletes its schedules, as deleting a builder report does.
ALTER TABLE report_schedules ADD COLUMN custom_dashboard_id integer REFERENCES custom_dashboards(id) ON DELETE CASCADE;
ALTER TABLE report_schedules ADD CONSTRAINT report_schedules_one_target
  CHECK (builder_report_id IS NULL OR custom_dashboard_id IS NULL);
