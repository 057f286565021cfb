import json from '../routes.json';
import { readRouteFacts } from '@upclub/shared/guard';

/**
 * This remote's route facts (routes.json, which ships beside its build): its name, its error-panel
 * label, its top-level paths, titles and menu items. Its own router reads its paths from here.
 */
export const facts = readRouteFacts(json);
