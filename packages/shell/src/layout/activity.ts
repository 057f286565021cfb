import { hasStaffAccess } from '@upclub/shared/guard';
import { USER_TYPE_BROADCAST, USER_TYPE_METRICS } from '@upclub/shared/constants';
import { APP, isPrivatePath } from './layout';

type ActiveWhen = (location: Location) => boolean;

/** Which staff bit opens which staff path. */
const STAFF_BITS: Record<string, number> = {
  metrics: USER_TYPE_METRICS,
  'broadcast-message': USER_TYPE_BROADCAST,
  'send-all-message': USER_TYPE_BROADCAST,
};

/**
 * Narrows the layout's activity rules with what only the session knows:
 * the chrome shows on private routes only, and the staff application is active only for a
 * user holding the route's bit — for anyone else its manifest and code are never requested.
 */
export function refineActivity(
  name: string,
  layoutRule: ActiveWhen | ActiveWhen[],
  userType: () => number,
): ActiveWhen {
  const rules = Array.isArray(layoutRule) ? layoutRule : [layoutRule];
  const fromLayout: ActiveWhen = (loc) => rules.some((rule) => rule(loc));
  if (name === APP.chrome) return (loc) => isPrivatePath(loc.pathname);
  if (name === APP.staff) {
    return (loc) => {
      const first = loc.pathname.split('/').filter(Boolean)[0] ?? '';
      const bit = STAFF_BITS[first];
      return fromLayout(loc) && bit !== undefined && hasStaffAccess(userType(), bit);
    };
  }
  return fromLayout;
}
