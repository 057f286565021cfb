export { ClubListPage, type ClubListPageRoute } from './ClubListPage';
export { MyClubsPage } from './MyClubsPage';
