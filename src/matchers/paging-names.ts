import { ENDPOINTS, SCORECARD_FACTS } from '../migration/index.js';

/**
 * Names HTTP clients and APIs commonly page with. Not facts of the service: the scorecard list takes
 * no such parameter at all; these are what code written for a paged list sends. Kept apart from the
 * matchers that use them so that the text pre-filter can ask for them without loading those.
 */
export const PAGINATION_PARAMS = [
  'page', 'pageNumber', 'page_number', 'perPage', 'per_page', 'pageSize', 'page_size',
  'limit', 'offset', 'skip', 'cursor', 'after', 'pageToken', 'page_token',
] as const;
export type PaginationParam = (typeof PAGINATION_PARAMS)[number];

const PAGING_WORD = new RegExp(`\\b(?:${PAGINATION_PARAMS.join('|')})\\b`);

/**
 * Does the text spell a paging name? A module imported by one that pages the scorecard list may make
 * the query it sends (`new PageQuery().toParams()`), whatever else it says.
 */
export function mentionsPaging(text: string): boolean {
  return PAGING_WORD.test(text) || PAGE_SETTING.test(text);
}

/** The scorecard list's resource as a name spells it (`scorecard` of `…/scorecards`). */
export const SCORECARD_RESOURCE = ENDPOINTS[SCORECARD_FACTS.endpoint].path.split('/').pop()!.replace(/s$/, '');

/** A setting named for a page of the scorecard list (`SCORECARD_PAGE_SIZE`, `scorecardPageSize`, `SCORECARDS_PER_PAGE`). */
const PAGE_SETTING = new RegExp(`${SCORECARD_RESOURCE}s?_?\\w*page|page\\w*${SCORECARD_RESOURCE}`, 'i');

/** Is the name one of a setting for pages of the scorecard list (`scorecardPageSize`, `maxScorecardPages`)? */
export function namesScorecardPageSetting(name: string): boolean {
  return PAGE_SETTING.test(name);
}
