export { UserRow, type UserRowProps, type UserRowUser } from './UserRow';
export { countLabel } from './countLabel';
