-- The language a person chose for Ronda (docs/decisions/0035-languages.md), remembered across devices:
-- their pages follow it, and their e-mails and pushes are written in it. Null: they never chose, and
-- Ronda answers in their browser's language (e-mails and pushes in Spanish).
ALTER TABLE users ADD COLUMN language text CHECK (language IN ('es', 'en', 'pt-BR'));
