/** What the picker needs of a user of a search. */
export interface PickableUser {
  upclubuser: number;
  username: string;
  thumbnail_picture: string | null;
}
