// The names the cluster primary shares with its workers about the export queue, in a file of their own: the
// primary loads none of the server's modules (main.ts), only these.

/** Set to "1" by the cluster primary in the environment of the worker that owns the export queue. */
export const EXPORT_OWNER_VARIABLE = "MARQUE_EXPORT_OWNER";
/** Every export message between workers carries this tag; the primary relays nothing else. */
export const EXPORT_TAG = "marque:exports";
