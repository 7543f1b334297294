-- An invoice's lines, as the agency billed them: what, how many, at what rate. Their amounts add up to the
-- invoice's total to the cent (the seed and the ingestion API write them so); an invoice without lines (one
-- imported before lines came in) is shown as a single line of services for its total.
CREATE TABLE invoice_lines (
  invoice_id integer NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
  position integer NOT NULL,
  description text NOT NULL,
  quantity numeric(14, 2) NOT NULL,
  unit_price numeric(14, 2) NOT NULL,
  amount numeric(14, 2) NOT NULL,
  PRIMARY KEY (invoice_id, position)
);
CREATE TRIGGER invoice_lines_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON invoice_lines
  FOR EACH STATEMENT EXECUTE FUNCTION beacon_data_changed();
