// Its own entry point (@upclub/shared/ui/UserRow): only the people lists (followers, curators,
// search results) draw it.
export { UserRow, type UserRowProps, type UserRowUser } from './UserRow';
