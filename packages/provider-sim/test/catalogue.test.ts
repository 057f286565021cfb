import {
  BASE62_ID,
  Catalogue,
  MAX_TRACK_MS,
  MIN_TRACK_MS,
  accountPlaylists,
  defaultSavedTracks,
  demoTrackDetails,
  getCatalogue,
} from '../src/catalogue';

describe('catalogue', () => {
  it('is generated fast, with thousands of tracks', () => {
    // Best of three: the machine is shared, one run can lose its core for a while.
    let elapsed = Infinity;
    let catalogue!: Catalogue;
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      catalogue = new Catalogue();
      elapsed = Math.min(elapsed, performance.now() - started);
    }
    expect(catalogue.tracks.length).toBeGreaterThanOrEqual(5000);
    expect(catalogue.artists.length).toBeGreaterThanOrEqual(300);
    expect(catalogue.albums.length).toBeGreaterThanOrEqual(1000);
    expect(catalogue.playlists.length).toBeGreaterThanOrEqual(50);
    // 300 ms is the budget on a quiet machine (about 130 ms measured); some slack for a busy one.
    expect(elapsed).toBeLessThan(500);
  });

  it('is the same on every start', () => {
    const a = new Catalogue();
    const b = new Catalogue();
    expect(b.tracks.slice(0, 50)).toEqual(a.tracks.slice(0, 50));
    expect(b.tracks.at(-1)).toEqual(a.tracks.at(-1));
    expect(b.playlists).toEqual(a.playlists);
    expect(b.artists.map((x) => x.name)).toEqual(a.artists.map((x) => x.name));
  });

  it('has unique 22-character base62 ids and pleasant names', () => {
    const c = getCatalogue();
    const ids = [...c.tracks, ...c.albums, ...c.artists, ...c.playlists].map((x) => x.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(BASE62_ID);
    for (const track of c.tracks) {
      expect(track.name).toMatch(/^[A-Z][A-Za-z &'.-]+$/);
      expect(track.name).not.toMatch(/\d/);
      expect(track.durationMs).toBeGreaterThanOrEqual(MIN_TRACK_MS);
      expect(track.durationMs).toBeLessThan(MAX_TRACK_MS + 1000);
      expect(c.album(track.albumId)?.trackIds).toContain(track.id);
      for (const id of track.artistIds) expect(c.artist(id)).toBeDefined();
    }
    const names = new Set(c.tracks.map((t) => t.name));
    expect(names.size).toBeGreaterThan(1500);
    for (const artist of c.artists) {
      expect(artist.genres.length).toBeGreaterThan(0);
      expect(artist.followers).toBeGreaterThan(0);
    }
    for (const album of c.albums) {
      expect(album.releaseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(album.trackIds.length).toBeGreaterThan(0);
    }
  });

  describe('search', () => {
    const c = getCatalogue();
    const weight = (t: { artistIds: string[] }) => c.followersOf(t.artistIds);

    it('matches every word of the query, case-insensitive, in any order', () => {
      const sample = c.tracks.find((t) => t.name.split(' ').length >= 3)!;
      const words = sample.name.split(' ');
      const reversed = words.reverse().join(' ').toUpperCase();
      const hits = c.search(c.tracks, reversed, weight);
      expect(hits).toContain(sample);
      for (const hit of hits) {
        const text = `${hit.name} ${hit.artistIds.map((id) => c.artist(id)!.name).join(' ')}`.toLowerCase();
        for (const w of words) expect(text).toContain(w.toLowerCase());
      }
    });

    it("finds tracks by their artist's name, own-name matches first", () => {
      const artist = c.artists[7];
      const hits = c.search(c.tracks, artist.name, weight);
      const own = c.tracks.filter((t) => t.artistIds.includes(artist.id));
      for (const track of own) expect(hits).toContain(track);
    });

    it('finds nothing for an empty query or unknown words', () => {
      expect(c.search(c.tracks, '   ', weight)).toEqual([]);
      expect(c.search(c.tracks, 'zzqxv', weight)).toEqual([]);
    });
  });

  it('gives every account 30 to 60 saved tracks, the same for the same id', () => {
    const a = defaultSavedTracks('premium-listener');
    expect(a.length).toBeGreaterThanOrEqual(30);
    expect(a.length).toBeLessThanOrEqual(60);
    expect(defaultSavedTracks('premium-listener')).toEqual(a);
    expect(defaultSavedTracks('free-listener')).not.toEqual(a);
    const times = a.map((e) => Date.parse(e.addedAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    for (const entry of a) expect(getCatalogue().track(entry.id)).toBeDefined();
  });

  it('gives every account its own playlists', () => {
    const mine = accountPlaylists({ id: 'premium-listener', displayName: 'Premium Listener' });
    expect(mine.length).toBeGreaterThanOrEqual(3);
    expect(mine.every((p) => p.owner.id === 'premium-listener' && p.trackIds.length > 0)).toBe(true);
    expect(accountPlaylists({ id: 'premium-listener', displayName: 'Premium Listener' })).toEqual(mine);
  });

  it('exports demo tracks as the API stores them', () => {
    const demo = demoTrackDetails('http://host.test/provider/', 5);
    expect(demo).toHaveLength(5);
    expect(demoTrackDetails('http://host.test/provider', 5)).toEqual(demo);
    for (const track of demo) {
      expect(track).toEqual({
        id: expect.stringMatching(BASE62_ID),
        name: getCatalogue().track(track.id)!.name,
        uri: `spotify:track:${track.id}`,
        artists: [expect.objectContaining({ name: expect.any(String) }), ...track.artists.slice(1)],
        album: {
          images: expect.arrayContaining([
            {
              url: expect.stringMatching(/^http:\/\/host\.test\/provider\/images\/album\/\w{22}\.svg\?size=640$/),
              height: 640,
              width: 640,
            },
          ]),
        },
        duration_ms: getCatalogue().track(track.id)!.durationMs,
      });
    }
  });
});
