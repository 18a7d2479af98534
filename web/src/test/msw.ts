/** The API of component tests: MSW answers fetch in Node; each test adds the answers it needs with `server.use`. */
import { setupServer } from 'msw/node';

export const server = setupServer();
