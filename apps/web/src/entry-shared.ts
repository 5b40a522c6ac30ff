/** The element of the server's HTML that carries the dehydrated query cache (JSON, never executed). */
export const QUERY_STATE_ELEMENT_ID = 'query-state';
