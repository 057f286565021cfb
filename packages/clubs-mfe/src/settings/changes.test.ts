import { changesOf, settingsErrors } from './changes';

const club = { club_name: 'Night Owls', club_description: 'Late jazz' };

describe('club settings', () => {
  it('sends only what changed, pictures only when new', () => {
    expect(changesOf(club, { name: ' Night Owls ', description: 'Late jazz', picture: null })).toEqual({});
    expect(changesOf(club, { name: 'Early Birds', description: 'Late jazz', picture: null })).toEqual({
      club_name: 'Early Birds',
    });
    expect(
      changesOf(club, { name: 'Night Owls', description: '', picture: { club_picture: 'p', thumbnail_picture: 't' } }),
    ).toEqual({
      club_description: '',
      club_picture: 'p',
      thumbnail_picture: 't',
    });
  });

  it("says 'Field required' and 'Maximum of 400 characters'", () => {
    expect(settingsErrors({ name: '  ', description: 'x'.repeat(401) })).toEqual({
      club_name: 'Field required',
      club_description: 'Maximum of 400 characters',
    });
    expect(settingsErrors({ name: 'Owls', description: 'x'.repeat(400) })).toEqual({});
  });
});
