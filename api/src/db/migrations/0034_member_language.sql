-- BookNook in Nepali (issue 39): the language a member reads BookNook in. The API answers them in it and every mail
-- to them is written in it, whatever device they are on.
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ne'));
