// The admin dashboard's SWR keys, without hooks, so the server page can seed them.

export const ADMIN_OVERVIEW_KEY = '/api/admin/overview';
