-- The provider emulator's cover art was cached with the address the server ran at
-- (http://127.0.0.1:8080/provider/images/album/al1.svg?size=640), and broke once the server moved
-- to another port or address. The cache now keeps it relative to the provider's base
-- (images/album/al1.svg?size=640) and the API answers it at the provider's current address:
-- rows cached before are rewritten the same way. Other providers' images stay as they are.
UPDATE "tracks" SET "album_images" = (
  SELECT jsonb_agg(
    CASE WHEN image->>'url' ~ '^https?://[^/]+(/[^?#]*)?/images/(album|artist|playlist)/[^/?#]+\.svg([?#].*)?$'
      THEN jsonb_set(image, '{url}', to_jsonb(regexp_replace(image->>'url', '^https?://[^/]+(/[^?#]*)?/(images/(album|artist|playlist)/)', '\2')))
      ELSE image END
    ORDER BY position)
  FROM jsonb_array_elements("album_images") WITH ORDINALITY AS images(image, position)
)
WHERE "album_images"::text ~ '/images/(album|artist|playlist)/[^/?#"]+\.svg';
