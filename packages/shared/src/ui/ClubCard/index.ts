// Its own entry point (@upclub/shared/ui/ClubCard): the club cards and a member's role in a club,
// for the club pages and lists.
export { ClubCard, liveMarkerText, type ClubCardProps } from './ClubCard';
export { clubRoleOf, CURATOR_LABEL, type ClubRole } from './clubRole';
