// Browser tests start where the page is once the shell has started: the guard's route table holds
// the shell's own routes and every remote's route facts (the shell reads them from /routes.json).
import { remoteRoutesSchema, setRemoteRoutes } from '@upclub/shared/guard';
import { repoRouteFacts } from './remoteRoutes';

setRemoteRoutes(repoRouteFacts().map((facts) => remoteRoutesSchema.parse(facts)));
