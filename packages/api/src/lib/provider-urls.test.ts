import { answeredImageUrl, providerBaseOf, storedImageUrl } from './provider-urls';

const OLD = 'http://127.0.0.1:8080/provider';
const NEW = 'https://upclub.example/provider';

describe('provider image URLs', () => {
  it('take the provider base from its Web API URL', () => {
    expect(providerBaseOf('http://127.0.0.1:8080/provider/v1')).toBe(OLD);
    expect(providerBaseOf('http://127.0.0.1:9000/v1/')).toBe('http://127.0.0.1:9000');
    expect(providerBaseOf('https://api.provider.test')).toBe('https://api.provider.test');
  });

  it('store an image under the provider base relative to it, and answer it at the current base', () => {
    const stored = storedImageUrl(`${OLD}/images/album/al1.svg?size=640`, OLD);
    expect(stored).toBe('images/album/al1.svg?size=640');
    expect(answeredImageUrl(stored, NEW)).toBe(`${NEW}/images/album/al1.svg?size=640`);
    expect(answeredImageUrl(stored, `${NEW}/`)).toBe(`${NEW}/images/album/al1.svg?size=640`);
  });

  it('keep images elsewhere as they are', () => {
    for (const url of [
      'https://i.cdn.example/ab67616d0000b273',
      'data:image/png;base64,AAAA',
      '/provider/images/album/a.svg',
      'http://127.0.0.1:8080/providerx/a.svg',
    ]) {
      expect(answeredImageUrl(storedImageUrl(url, OLD), NEW)).toBe(url);
    }
    expect(storedImageUrl(`${OLD}/images/album/al1.svg`, undefined)).toBe(`${OLD}/images/album/al1.svg`);
    expect(answeredImageUrl('images/album/al1.svg', undefined)).toBe('images/album/al1.svg');
  });
});
