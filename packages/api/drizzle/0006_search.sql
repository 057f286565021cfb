-- Search finds words anywhere in titles, captions and names, accent- and case-blind (issue 12):
-- trigram GIN indexes (pg_trgm) over an immutable fold (unaccent + lower), which LIKE '%...%' uses.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION upclub_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "song_posts_search_trgm_idx" ON "song_posts"
  USING gin (upclub_fold("title" || ' ' || "caption") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_trgm_idx" ON "users"
  USING gin (upclub_fold("username" || ' ' || "first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clubs_name_trgm_idx" ON "clubs" USING gin (upclub_fold("name") gin_trgm_ops);
