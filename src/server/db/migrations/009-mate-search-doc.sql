-- Free text searches one indexed column per mate that also carries its host's names, so a word that
-- matches nothing is answered from the trigram index instead of reading every mate (an OR across two
-- tables cannot use either index). Triggers keep it current whatever changes a mate or its host.
ALTER TABLE mates ADD COLUMN search_doc text NOT NULL DEFAULT '';

CREATE OR REPLACE FUNCTION mates_set_search_doc() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_doc := search_text(
    NEW.name || ' ' || NEW.description || ' ' || coalesce(NEW.city, '') || ' ' || coalesce(NEW.location, '') || ' ' ||
    coalesce((SELECT coalesce(public_name, '') || ' ' || name FROM users WHERE id = NEW.host_id), ''));
  RETURN NEW;
END $$;

CREATE TRIGGER mates_search_doc
  BEFORE INSERT OR UPDATE OF name, description, city, location, host_id ON mates
  FOR EACH ROW EXECUTE FUNCTION mates_set_search_doc();

CREATE OR REPLACE FUNCTION users_refresh_mates_search_doc() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Touching a column the mates trigger watches recomputes the documents.
  UPDATE mates SET host_id = host_id WHERE host_id = NEW.id;
  RETURN NEW;
END $$;

CREATE TRIGGER users_mates_search_doc
  AFTER UPDATE OF public_name, name ON users
  FOR EACH ROW WHEN (OLD.public_name IS DISTINCT FROM NEW.public_name OR OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION users_refresh_mates_search_doc();

UPDATE mates SET host_id = host_id;

DROP INDEX IF EXISTS mates_search_trgm;
DROP INDEX IF EXISTS users_names_trgm;
CREATE INDEX mates_search_doc_trgm ON mates USING gin (search_doc gin_trgm_ops);
