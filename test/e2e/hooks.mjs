import { setUp, tearDown } from './env.mjs';

export const mochaHooks = {
  async beforeAll() {
    this.timeout(600_000); // the first run installs code-server
    await setUp();
  },
  async afterAll() {
    await tearDown();
  },
};
