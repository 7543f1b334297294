-- An audience's reports say where they show: the insight page (`web-insights` or `audience-composition`) and their
-- place on it, so a report row added here shows on that page without a front-end release.
ALTER TABLE audience_reports
  ADD COLUMN page text NOT NULL DEFAULT 'audience-composition' CHECK (page IN ('web-insights', 'audience-composition')),
  ADD COLUMN position integer NOT NULL DEFAULT 0;

UPDATE audience_reports SET
  name = CASE query_name WHEN 'WEB_INSIGHTS' THEN 'Top domains' WHEN 'INTERESTS' THEN 'Top categories' ELSE name END,
  page = CASE WHEN query_name IN ('WEB_INSIGHTS', 'INTERESTS') THEN 'web-insights' ELSE 'audience-composition' END,
  position = CASE query_name WHEN 'WEB_INSIGHTS' THEN 1 WHEN 'INTERESTS' THEN 2 WHEN 'AGE' THEN 1 WHEN 'GENDER' THEN 2
    WHEN 'INCOME' THEN 3 ELSE 0 END;
