import { useParams } from 'react-router-dom';
import { ClubMissing, ClubScreen } from './ClubScreen';

/** `/clubs/{id}` and its tabs: a club id opens its page, anything else says there is no such club. */
export function ClubPage() {
  const { id } = useParams();
  const clubId = Number(id);
  if (!Number.isInteger(clubId) || clubId <= 0) return <ClubMissing />;
  // Keyed by the club: another club starts over (its posts on Newest, spec part 2 §4).
  return <ClubScreen key={clubId} id={clubId} />;
}
