/** The checks every engine must pass, in Chromium (its journeys are the E2E suite's, test/e2e). */
import { launchChromium } from './chromium';
import { engineChecks } from './checks';
import { defineEngineSuite } from './suite';

defineEngineSuite(launchChromium, engineChecks);
