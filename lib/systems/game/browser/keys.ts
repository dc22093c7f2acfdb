// SWR keys and page sizes shared by the hooks and the server pages that seed them (docs/ui.md, "Data in the
// first HTML"), in a module without SWR hooks so a server component can import it.

export const CLIENT_NAV_KEY = '/api/client-nav';
export const CLIENT_STATUS_KEY = '/api/client-status';

/** Notifications and mail load this many per page. */
export const MESSAGE_PAGE_SIZE = 20;
