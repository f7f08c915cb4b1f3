/**
 * The one server list module (docs/decisions/0048): every list procedure of every face pages, counts and searches
 * through these, and answers the shared `OffsetPage<Row>`.
 */
export { countMatches, emptyOffsetPage, exactCount, mapPage, offsetPage, pageWithin, type MatchCount, type MatchingSelect, type OffsetRequest } from './offset';
export { pageInMemory } from './memory';
export { containsAny, escapeLike, likeContaining, likePrefix, startsWithRange } from './search';
