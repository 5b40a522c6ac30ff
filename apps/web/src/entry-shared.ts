/** The element of the server's HTML that carries the dehydrated query cache (JSON, never executed). */
export const QUERY_STATE_ELEMENT_ID = 'query-state';
/** Marks the query-state element of a page the server rendered for a signed-in buyer. */
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in';
