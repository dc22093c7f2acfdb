// GET /api/public/v1/characterSearch: alias of /character, same handler and catalog entry shape
export { GET } from '../character/route';
