import { Navigate, useParams } from 'react-router-dom';
import { CLUB_LIST_PATHS } from '../paths';
import { RoomScreen } from './RoomScreen';

/** `/clubs/{id}/room`: a club id opens its room; an address naming no club goes to the club list. */
export function RoomPage() {
  const { id } = useParams();
  const clubId = Number(id);
  if (!Number.isInteger(clubId) || clubId <= 0) return <Navigate to={CLUB_LIST_PATHS.all_clubs} replace />;
  // Keyed by the club: another club's room starts over.
  return <RoomScreen key={clubId} clubId={clubId} />;
}
