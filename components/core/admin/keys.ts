// The admin dashboard's SWR keys, without hooks, so the server page can seed them.

export const ADMIN_OVERVIEW_KEY = '/api/admin/overview';
export const ADMIN_USERS_KEY = '/api/admin/users';
export const ADMIN_AUDIT_KEY = '/api/admin/audit';
export const adminContentKey = (kind: 'news' | 'mail') => `/api/admin/${kind}`;
