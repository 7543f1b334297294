-- A CRM organisation's own sales stage (kind 'stage', its name as the external id), mapped once by a person to the
-- standard stage it means (`means`, one of SALESFORCE_STAGES): until then its opportunities are not written.
ALTER TABLE connector_mappings ADD COLUMN means text;
