-- An import whose file is read and taken is made the truth a slice of line items at a time, each slice its own short
-- transaction, so that the server answers meanwhile. `applying` is set (committed) before the first slice: a
-- restart carries on with the slices still staged, never reads the file again, never writes a slice twice.
ALTER TABLE imports ADD COLUMN applying boolean NOT NULL DEFAULT false;
