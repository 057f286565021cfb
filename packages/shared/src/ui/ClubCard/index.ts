export { ClubCard, type ClubCardProps } from './ClubCard';
export { clubRoleOf, CURATOR_LABEL, type ClubRole } from './clubRole';
