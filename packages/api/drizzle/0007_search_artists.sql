-- Post search also finds the track's artists, and club search the description (issue 12), with the
-- fold and trigram indexes of migration 0006. A post's artists live in the tracks cache (filled when
-- the post is made): the search folds the cached tracks' artist names on their own trigram index,
-- then finds those tracks' posts on a plain index of song_posts.song (a BitmapOr with the title index).
CREATE OR REPLACE FUNCTION upclub_track_artists(jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT coalesce(string_agg(a ->> 'name', ' '), '')
        FROM jsonb_array_elements(CASE WHEN jsonb_typeof($1) = 'array' THEN $1 ELSE '[]'::jsonb END) a $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tracks_artists_trgm_idx" ON "tracks"
  USING gin (upclub_fold(upclub_track_artists("artists")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "song_posts_song_idx" ON "song_posts" USING btree ("song");--> statement-breakpoint
DROP INDEX IF EXISTS "clubs_name_trgm_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clubs_search_trgm_idx" ON "clubs"
  USING gin (upclub_fold("name" || ' ' || "description") gin_trgm_ops);
