// The notifications page (spec part 2 §2 "Notifications"), its own chunk of the profile remote.
export { NotificationsPage } from './NotificationsPage';
