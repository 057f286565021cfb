import { itShowsTitles } from '@upclub/shared/testing';
import { AppRoutes } from './routes';

// The remote's router serves the paths of its route facts, each page under its facts' title.
itShowsTitles(AppRoutes, [
  ['/metrics', 'Metrics'],
  ['/broadcast-message', 'Broadcast message'],
  ['/send-all-message', 'Send message to all'],
]);
