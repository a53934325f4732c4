/**
 * The reference server and a fake bot check for a component suite: one server for the whole file
 * (started before its first test, closed after its last) and a new bot check before each test.
 */
import { installFakeBotCheck } from '../../botcheck/testing/fakeBotCheck';
import type { FakeBotCheck } from '../../botcheck/testing/fakeBotCheck';
import { startReferenceServer } from '../../../test/support/referenceServer';
import type { ReferenceServer } from '../../../test/support/referenceServer';

/** Call at a test file's top level; read `suite.server` and `suite.botCheck` inside its tests. */
export function referenceServerSuite(options?: Parameters<typeof startReferenceServer>[0]) {
  let server: ReferenceServer | undefined;
  let botCheck: FakeBotCheck | undefined;
  beforeAll(async () => {
    server = await startReferenceServer(options);
  }, 20_000);
  afterAll(() => server?.close());
  beforeEach(() => {
    botCheck = installFakeBotCheck();
  });
  return {
    get server(): ReferenceServer {
      if (!server) throw new Error('The reference server starts before the first test.');
      return server;
    },
    get botCheck(): FakeBotCheck {
      if (!botCheck) throw new Error('The bot check is installed before each test.');
      return botCheck;
    },
  };
}
