/** The journeys in Firefox ESR (puppeteer-core over WebDriver BiDi). */
import { launchFirefox } from './firefox';
import { engineChecks } from './checks';
import { defineEngineSuite } from './suite';

defineEngineSuite(launchFirefox, engineChecks);
